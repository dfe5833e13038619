#pragma once

#include <QLabel>

namespace metadesk {

/// A one-line label that gives way in a narrow layout: its text cut to its width with "…" (at the end: what it names
/// comes first), never cut off mid-letter, the whole text in its tooltip and for screen readers.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    /// The whole text, shown cut to the label's width where it does not fit.
    void setFullText(const QString& text);
    QString fullText() const { return m_full; }

    QSize sizeHint() const override;
    /// The mark's width: the layout may give it less room than its text needs, down to "…" alone.
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fit();

    QString m_full;
};

} // namespace metadesk
