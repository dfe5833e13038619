#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

class QLabel;

namespace metadesk {

/// Help → About: what Metadesk is, and the versions of everything it runs on (Qt, the database drivers and client
/// libraries, QtKeychain, the schema revisions it ships), with a button that copies them for a bug report.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    /// `serverVersion` names the open database's server ("PostgreSQL 15.10"), empty for none.
    explicit AboutDialog(const QString& serverVersion = {}, QWidget* parent = nullptr);

    /// (what, version) in the order shown.
    static QList<QPair<QString, QString>> versions(const QString& serverVersion = {});
    /// The same as plain text, one "what: version" per line.
    static QString versionText(const QString& serverVersion = {});
};

} // namespace metadesk
