#pragma once

#include "IntegrityRule.h"

namespace metadesk {

/// A text column the platform parses as one JSON document of one type (Tabularia's ai_chat_turns.messages, a list):
/// the rows where it is no JSON, or JSON of another type. Where the engine reads the column as JSON (SQLite's
/// json_valid, a PostgreSQL json or jsonb column) that is one set-based query. A PostgreSQL text column has no test
/// before PostgreSQL 16 that does not fail the whole statement on the first bad row: the rule casts it in one
/// statement, which tells the type of every row when all of them parse (the usual case), and only when that
/// statement fails reads the rows in key order, a page at a time, up to kScanLimit rows, parsing each here.
class JsonDocumentRule : public IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    /// `type`: the JSON type the platform expects (array, object).
    JsonDocumentRule(RuleInfo info, QString column, QString type);

    /// How many rows of a PostgreSQL text column whose cast failed are read at most.
    static constexpr int kScanLimit = 100000;

    bool applies(const CheckContext& context) const override;
    void run(CheckContext& context, RuleOutcome* outcome) const override;

private:
    /// The finding's sentence: `type` the JSON type found, empty for no JSON.
    QString message(const QString& type) const;
    /// The row-by-row reading of a PostgreSQL text column.
    void scan(CheckContext& context, RuleOutcome* outcome) const;

    QString m_column;
    QString m_type;
};

} // namespace metadesk
