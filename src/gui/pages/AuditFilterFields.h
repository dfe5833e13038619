#pragma once

#include "core/query/QuerySpec.h"

#include <QWidget>

class QCheckBox;
class QDateTimeEdit;
class QLineEdit;

namespace metadesk {

/// The audit log's own filters: who (the actor's label, which survives the user's deletion), what action, on what
/// target type (audit_logs.target_type), and a time range (on ts) in the user's time zone. They add to the filter
/// bar's conditions.
class AuditFilterFields : public QWidget {
    Q_OBJECT
public:
    explicit AuditFilterFields(QWidget* parent = nullptr);

    QList<FilterCondition> conditions() const;
    /// Shows the matching conditions from a spec (history) and returns the ones it does not show.
    QList<FilterCondition> takeConditions(const QList<FilterCondition>& conditions);
    void clear();

signals:
    void changed();

private:
    QLineEdit* m_actor = nullptr;
    QLineEdit* m_action = nullptr;
    QLineEdit* m_targetType = nullptr;
    QCheckBox* m_useFrom = nullptr;
    QDateTimeEdit* m_from = nullptr;
    QCheckBox* m_useTo = nullptr;
    QDateTimeEdit* m_to = nullptr;
};

} // namespace metadesk
