#pragma once

#include "core/schema/Platform.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace metadesk {

/// How a column is shown and edited; the storage type per engine follows from it (see docs/schema.md).
enum class ColumnKind {
    Integer,   ///< whole number (ids, counters, sizes)
    Decimal,   ///< numeric/real (money, prices)
    Text,      ///< one line of text
    LongText,  ///< multi-line text (bodies, answers, errors)
    Bool,      ///< boolean (SQLite: 0/1)
    Timestamp, ///< point in time (PostgreSQL timestamptz; SQLite ISO-8601 UTC text)
    Date,      ///< calendar day
    Json,      ///< JSON document (PostgreSQL jsonb; SQLite text with json_valid)
    TextArray, ///< list of text (PostgreSQL text[]; SQLite JSON array)
    Enum,      ///< text limited to ColumnDescriptor::enumValues by a CHECK
    Secret,    ///< stored secret (a Fernet token, a password hash): masked, never shown in full
};

/// What the platform does with a text before it stores or compares it (see docs/domain.md, "Checked before stored").
enum class TextRule {
    Free,    ///< stored as typed
    Trimmed, ///< outer spaces are no part of it: stored and compared trimmed (groups.name, which SSO matches trimmed)
    Email,   ///< trimmed, and shaped as an e-mail address the platform's sign-in form accepts (users.email)
};

/// One column of a platform table.
struct ColumnDescriptor {
    QString name;  ///< exactly as in the seeds and the migrations
    QString label; ///< human header ("Started at")
    ColumnKind kind = ColumnKind::Text;
    bool nullable = true;
    bool hasDefault = false; ///< the database fills it when omitted (identity, now(), a constant)
    QStringList enumValues;  ///< for ColumnKind::Enum, in the CHECK's order
    QString hint;            ///< one sentence for tooltips and editors
    /// What changing a value of this column does beyond the row, for the user to confirm first (%1 the value before,
    /// %2 after): groups.name, which single sign-on matches groups by. Empty for most columns.
    QString changeWarning = QString();
    /// A key or a reference (part of the primary key, or a column that points at another table): shown as written,
    /// without digit grouping. Derived by the Catalog from the table's keys, never set by hand.
    bool identifier = false;
    /// The row's last editor (`updated_by`, both platforms): whoever saves is written there by the write path, never
    /// typed. Derived by the Catalog, like `identifier`.
    bool lastEditor = false;
    /// The column's type in the open database (PostgreSQL's format_type(), SQLite's declared type); empty in the
    /// compiled catalog, set when the catalog is reconciled with a live schema.
    QString storageType = QString();
    /// False for a column the database has and the catalog does not describe: shown and edited by its type alone.
    bool described = true;
    /// What the platform's code writes when a new row leaves it out and the database has no default (the field
    /// defaults of Tabularia's SQLModel models: a description of "", flags false, "{}" JSON text; "now" for a time,
    /// as its created_at, updated_at and ts). Metadesk's insert writes the same.
    std::optional<QString> insertDefault = std::nullopt;
    /// What the platform does with typed text here before it stores or compares it.
    TextRule textRule = TextRule::Free;
};

/// A CHECK constraint the platform's schema names, told in words: what a refusal by it means for a person. The
/// database's own text about it goes into a message's details.
struct CheckRule {
    QString name;        ///< as the migration names it (templates_kind_matches_body)
    QStringList columns; ///< the fields the rule is about, the first one where the message is shown
    QString sentence;    ///< "A template's kind must match the kind its body declares …"
};

/// What the database does to the referencing row when the referenced one is deleted.
enum class OnDelete { NoAction, Cascade, SetNull };

/// A reference from one column to another table's key. `enforced == false` marks a reference the seeds keep
/// without a foreign key on purpose; Metadesk still resolves it and shows a dangling one plainly.
struct ForeignKeyDescriptor {
    QString column;
    QString targetTable;
    QString targetColumn = QStringLiteral("id");
    OnDelete onDelete = OnDelete::NoAction;
    bool enforced = true;
    bool deferred = false; ///< checked at commit (dashboards.current_version_id)
    /// Whether the open database has a foreign key on this column (a platform may rely on its code instead, or lose
    /// the key through an upgrade). `enforced` is the rule Metadesk keeps on its write path either way.
    bool databaseEnforced = true;
    /// What the open database itself does on delete: the foreign key's action where it has one. Where it differs from
    /// onDelete (the platform's behaviour), Metadesk's delete does the rest in its transaction, as the platform's code
    /// does. In the compiled catalog, the action of the migrated schema's foreign key (NO ACTION for all of
    /// Tabularia's, whose code clears references by hand).
    OnDelete databaseOnDelete = OnDelete::NoAction;
};

/// Behaviours the seeds state for a table; the rules layer acts on them.
enum class TableBehaviour {
    AppendOnly =
        0x1, ///< rows are never updated (audit_logs, flow_versions, dashboard_versions, data_contract_versions)
    SoftDelete = 0x2,     ///< deletion sets a timestamp (dashboards.deleted_at): see softDeleteColumn
    Tombstone = 0x4,      ///< referenced rows are tombstoned rather than deleted (sources.tombstoned_at)
    MirrorColumn = 0x8,   ///< a column follows another source of truth (dashboards.title follows the spec)
    Counter = 0x10,       ///< rows are counters added to, not edited (ai_spend, llm_usage)
    Ephemeral = 0x20,     ///< swept by the platform (login_attempts, flow_presence, generation_log)
    Outbox = 0x40,        ///< a queue of notifications to send (data_contract_results.notify)
    NoForeignKeys = 0x80, ///< deliberately no foreign key (pending_blob_deletions, data_contract* tables)
    ExactlyOneOf = 0x100, ///< exactly one of exactlyOneOf's columns is set (permissions)
    NoCycle = 0x200,      ///< a self-reference that must not form a cycle (projects.parent_id, runs.parent_run_id)
    Queue = 0x400,        ///< rows are claimed by a worker with a heartbeat (runs)
};

/// One table of one platform, described once; views, dialogs, export, the CLI and checks are generic over it.
struct TableDescriptor {
    Platform platform = Platform::Tabularia;
    QString name;    ///< exactly as in the seeds
    QString label;   ///< "Flow versions"
    QString section; ///< navigator group, the seeds' own ("Access control", "Dashboards", …)
    QString summary; ///< the seed's one-line description of the table
    QList<ColumnDescriptor> columns;
    QStringList primaryKey; ///< empty for a table with no key (ai_spend: "counter, no key")
    QList<ForeignKeyDescriptor> foreignKeys;
    QList<QStringList> uniqueKeys; ///< besides the primary key; partial ones included
    QString labelColumn;           ///< the column that names a row for people (users.email, projects.name)
    QStringList searchColumns;     ///< the quick search looks here
    QString defaultSortColumn;
    bool defaultSortDescending = false;
    /// With the default sort, the column that orders rows of equal defaultSortColumn before the key does (a
    /// dashboard's versions by their number, not by their random id); the same direction. Empty: the key alone.
    QString defaultSortThen;
    /// The columns that lead a live index (the key, a unique constraint, an index over every row): a sort on one is
    /// read in index order. Filled when the catalog is met with the live schema (indexesKnown).
    QStringList indexedColumns;
    /// Of those, the columns a sort on is served: their index hands out the rows sharing a value in the grid's order
    /// (the sort value, then the key), or few enough rows share any value for the engine to order them as it reads
    /// (the statistics say so, or there are none). PostgreSQL's index on Tabularia's runs.kind is not one: three
    /// values over millions of runs, so every page would sort a whole value's runs by id.
    QStringList orderedColumns;
    bool indexesKnown = false;
    int behaviours = 0;       ///< TableBehaviour flags
    QStringList exactlyOneOf; ///< with ExactlyOneOf
    /// Columns that are set together or not at all (users: oidc_issuer and oidc_subject, the SSO identity anchor).
    QList<QStringList> bothOrNeither;
    QString noCycleColumn;    ///< with NoCycle
    QString softDeleteColumn; ///< with SoftDelete / Tombstone
    QString mirrorColumn;     ///< with MirrorColumn
    QList<CheckRule> checks;  ///< the named CHECK constraints, in words
    /// False for a table the database has and the catalog does not describe ("Other tables"): browsable, read-only.
    bool described = true;

    bool has(TableBehaviour b) const { return behaviours & int(b); }
    const ColumnDescriptor* column(const QString& name) const;
    int columnIndex(const QString& name) const;
    /// False only where the live schema is known to have no index that serves a sort on `column` (orderedColumns):
    /// such a sort reads the whole table before its first row.
    bool sortServedByIndex(const QString& column) const {
        return !indexesKnown || column.isEmpty() || orderedColumns.contains(column);
    }
    const ForeignKeyDescriptor* foreignKey(const QString& column) const;
    QStringList columnNames() const;
};

} // namespace metadesk
