#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace metadesk {

/// Holotable's dashboard spec (the `Dashboard` of its IR, src/lib/ir.ts) as a `dashboard_versions.spec` stores it.
/// Read from the stored text and, where it is written, changed in that text: a rename replaces the title's value and
/// keeps every other byte as stored (key order, number spellings, spacing), so the new version differs from the old
/// one only in its title.
class DashboardSpec {
    Q_DECLARE_TR_FUNCTIONS(DashboardSpec)

public:
    /// ir.ts: `title: z.string().min(1).max(200)`, counted in UTF-16 code units as QString counts.
    static constexpr int kTitleMax = 200;
    /// src/lib/editor/session.ts VERSION_NOTE_MAX: a version's note is cut to it.
    static constexpr int kNoteMax = 200;
    /// ir.ts: `panels: z.array(Panel).min(1).max(50)`.
    static constexpr int kPanelsMax = 50;

    /// Why `text` is not a dashboard of the IR this Metadesk knows (an object with a title, a time range, a refresh
    /// interval and 1 to 50 panels, each with an id and a query naming its source), as a sentence; empty when it is.
    static QString problem(const QString& text);
    /// Why `title` is not a title the platform accepts; empty when it is.
    static QString titleProblem(const QString& title);
    /// The spec's title; empty when it has none.
    static QString title(const QString& text);
    /// The source ids the panels' queries name (`panels[].query.sourceId`), each once, in the panels' order.
    static QStringList sourceIds(const QString& text);
    /// `text` with the value of its top-level `title` replaced by `title`, every other character kept; false when
    /// the text is not an object with a title text at its top level.
    static bool withTitle(const QString& text, const QString& title, QString* out);
    /// The text of the value of top-level member `key` of the object `text` holds, exactly as it stands there (the
    /// last one, as a parser keeps it); false when `text` is not an object with that member.
    static bool memberText(const QString& text, const QString& key, QString* out);
};

} // namespace metadesk
