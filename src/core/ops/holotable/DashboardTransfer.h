#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QByteArray>
#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// A Holotable dashboard's current spec out to a file, as it is stored, byte for byte: the spec and nothing else —
/// no workspace, no author, no source row; a panel names its source by an opaque id only (the platform's invariant
/// 5), so the file carries no connection detail and no credential. Read as the platform's export reads it
/// (`getDashboardById` behind src/app/api/dashboards/[id]/export/route.ts): a deleted dashboard, or one whose
/// current spec is not a dashboard of the IR, is refused.
class ExportDashboard {
    Q_DECLARE_TR_FUNCTIONS(ExportDashboard)
public:
    struct Spec {
        QString dashboardId;
        QString title;
        int version = 0;
        QByteArray bytes; ///< the stored spec text, UTF-8
    };
    /// Reads dashboard `id`'s current spec into *out; false with *refusal (and *notFound) when there is none to
    /// export.
    static bool read(const DbConnection& connection, const QString& id, Spec* out, QString* refusal,
                     bool* notFound = nullptr);
    /// A file name for `title`, as the platform's `exportFilename` makes one: `holotable-<slug>.json`.
    static QString fileName(const QString& title);
};

/// A dashboard spec from a file made a new dashboard of a workspace, as the platform's import does
/// (src/app/api/dashboards/import/route.ts with src/lib/dashboard-export.ts): validated first — JSON, at most the
/// route's 1 MiB, a dashboard of the IR this Metadesk knows, and every source id its panels name a live source of the
/// target workspace (each one it does not offer named) — then created at version 1 with the spec's title
/// (DashboardCreate), audited `dashboard.create` with `{"via": "import"}` as the route writes it.
///
/// The file is a spec as ExportDashboard writes it, or the platform's own export envelope (`"format":
/// "holotable.dashboard"`, `formatVersion` 1), whose `spec` is taken. What is stored is the spec alone: the file
/// names no workspace (the admin picks one) and no source record, so nothing of a source's configuration or secret
/// can come in with it; a value shaped like a connection string with a password is refused all the same.
class ImportDashboard {
    Q_DECLARE_TR_FUNCTIONS(ImportDashboard)
public:
    /// src/app/api/dashboards/import/route.ts MAX_IMPORT_BYTES.
    static constexpr qint64 kMaxBytes = 1048576;

    explicit ImportDashboard(const DbConnection& connection) : m_conn(connection) {}

    /// Plans the import of `bytes` (a file's content) into `workspace`.
    OperationPlan plan(const QString& workspace, const QByteArray& bytes) const;
    /// Writes `plan` in one transaction; *dashboardId (when given) gets the new dashboard's id.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer, QString* dashboardId = nullptr) const;

    /// The workspaces a dashboard can be imported into: those with a live source, in order.
    static bool workspaces(const DbConnection& connection, QStringList* out, QString* error);

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
