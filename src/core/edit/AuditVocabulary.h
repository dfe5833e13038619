#pragma once

#include "ChangeSet.h"

#include <QString>
#include <QVariant>
#include <QVariantMap>

namespace metadesk {

class DbConnection;

/// What an audit entry says a change was, in the platform's own words: Tabularia's gateway writes `user.promote` on
/// target `user`, `permission.grant` on target `permission`; Holotable's src/lib/audit.ts writes `template.create` on
/// resource `template`. A change the platform's code makes too is named as the platform names it; one it never makes
/// (a project renamed, a template edited) gets a name in the same style: `<object>.<create|update|delete>`, the
/// object in the singular the platform uses for its targets. docs/domain.md lists each name and the platform call it
/// mirrors.
struct AuditEvent {
    QString action;     ///< "group.admin_join", "template.update"
    QString targetType; ///< Tabularia's target_type, Holotable's resource_type; empty: none (NULL)
    /// The target: Tabularia's target_id (an integer or null), Holotable's resource_id (text). Invalid: the row's key.
    QVariant targetId;
    /// Tabularia's target_label. Null: the row's label column.
    QString targetLabel;
    /// What the platform adds to the entry's detail (a membership's group name, as add_to_group writes it).
    QVariantMap detail;
};

/// Facts about other rows a change's name depends on, read in the change's transaction.
struct AuditFacts {
    bool groupIsAdmin = false;    ///< user_groups: the group gives its members administrator rights
    bool groupIsObserver = false; ///< user_groups: the group gives its members the observer's reading
    QString groupName;            ///< user_groups: the group's name
    QString userEmail;            ///< user_groups: the member's e-mail (the platform's target label)
};

/// The platform's audit vocabulary for Metadesk's row changes (see AuditEvent).
class AuditVocabulary {
public:
    /// The event for a change of `table` from `before` to `after` (stored form; `before` empty for an insert, `after`
    /// empty for a delete), with the facts it depends on.
    static AuditEvent name(const TableDescriptor& table, ChangeSet::Kind kind, const QVariantMap& before,
                           const QVariantMap& after, const AuditFacts& facts = AuditFacts());

    /// The same, reading the facts from the database (inside the writer's transaction). False with *error when the
    /// database could not be read.
    static bool describe(const DbConnection& conn, const TableDescriptor& table, ChangeSet::Kind kind,
                         const QVariantMap& before, const QVariantMap& after, AuditEvent* event, QString* error);

    /// The object word of a table: its platform's target name where it has one ("users" -> "user"), else the table
    /// name in the singular.
    static QString objectOf(const TableDescriptor& table);
};

} // namespace metadesk
