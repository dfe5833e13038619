#pragma once

#include "core/edit/ChangeSet.h"
#include "core/rules/RowValidator.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace metadesk {

/// Holotable's rules on values its database does not enforce and its code does, kept on the one write path
/// (RowValidator: the row dialog and the cell editor as you type, every write, `metadesk-cli row set`):
/// - `user_preferences.prefs`: every member parses as parsePreferences() reads it (HolotablePreferences); a member
///   it would drop or replace by its default is refused, so an edit never writes one;
/// - `sources.secret_ref`: an UPPER_SNAKE environment-variable family name (SECRET_REF_PATTERN,
///   src/lib/secret-refs.ts); something shaped as a connection string or a credential is refused without repeating
///   it;
/// - `sources.config`: the shape of the source's kind (src/lib/sources/kinds/, src/lib/sources/catalog.ts), its
///   `kind` agreeing with the row's; a tombstoned source is not edited (updateSource's `tombstoned_at IS NULL`);
/// - `workspace_limits`: 0 or more, within the column (WorkspaceLimitsPatch, src/lib/workspace-limits.ts);
/// - `dashboards.description` and `tags`: bounded and normalised as the platform stores them (DashboardDescription,
///   normalizeTags, src/lib/dashboard-metadata.ts), on a dashboard that is not deleted.
class HolotableRules {
    Q_DECLARE_TR_FUNCTIONS(HolotableRules)
public:
    /// One field's problem on its own value (empty when fine, or when the rules do not concern it).
    static QString checkField(const TableDescriptor& table, const QString& column, const QVariant& value);
    /// Problems that need the rest of the row (a config against its kind, a row the platform no longer edits).
    static void checkRow(const TableDescriptor& table, const ChangeSet& change, QList<FieldProblem>* problems);
    /// The change as the platform would store it: a description trimmed (blank: none), tags folded.
    static void normalize(const TableDescriptor& table, ChangeSet* change);

    /// Why `ref` is not a secret_ref the platform takes (empty when it is). Never repeats the value.
    static QString secretRefProblem(const QString& ref);
    /// Why `config` is not a config of source kind `kind` (the first problem, with its path); empty when it is, or
    /// when the kind is one Metadesk does not know the shape of (*known false then).
    static QString sourceConfigProblem(const QString& kind, const QJsonObject& config, bool* known = nullptr);
    /// normalizeTags: trimmed, inner spaces collapsed, lower case, at most 32 characters, no empties or duplicates,
    /// sorted, at most 12.
    static QStringList normalizedTags(const QStringList& tags);
    /// The columns the generic edit may still update in place on a table otherwise changed only by its operations:
    /// a dashboard's description and tags (updateDashboardMetadata: workspace metadata outside the spec, no version).
    static QStringList inPlaceColumns(const TableDescriptor& table);
    /// Whether only one of the platform's own endpoints writes `column` (the catalog refresh writes a source's
    /// catalog_refreshed_at and catalog_missing_tables): shown, never written by Metadesk.
    static bool platformWritten(const TableDescriptor& table, const QString& column);
    /// The platform's bounds: a description of at most 500 characters, at most 48 tags of at most 128 typed.
    static constexpr int kDescriptionMax = 500;
    static constexpr int kTagMax = 32;
    static constexpr int kMaxTags = 12;
};

} // namespace metadesk
