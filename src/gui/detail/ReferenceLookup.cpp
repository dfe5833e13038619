#include "ReferenceLookup.h"

#include "core/db/DbConnection.h"
#include "core/query/ReferenceQuery.h"
#include "models/FetchWorker.h"

#include <QCoreApplication>
#include <QPointer>

namespace metadesk {

ReferenceLookup::ReferenceLookup(QObject* parent) : QObject(parent), m_live(std::make_shared<std::atomic_int>(0)) {}

ReferenceLookup::~ReferenceLookup() {
    m_live->store(-1);
    FetchWorker::retire(std::move(m_worker));
}

void ReferenceLookup::setDatabase(const DatabaseUrl& url) {
    restart();
    FetchWorker::retire(std::move(m_worker));
    m_worker =
        std::make_unique<FetchWorker>(url, true, QStringLiteral("detail"), nullptr, FetchWorker::Connect::OnFirstTask);
}

void ReferenceLookup::restart() {
    m_live->store(++m_generation);
    if (m_worker)
        m_worker->clear();
}

void ReferenceLookup::requestLabels(const QList<ForeignKeyDescriptor>& references, const QVariantList& values) {
    if (!m_worker || references.isEmpty())
        return;
    const int generation = m_generation;
    const auto live = m_live;
    FetchWorker* worker = m_worker.get();
    // Answers go through the application object, so the pointer to this object is only looked at on its thread.
    QObject* gui = QCoreApplication::instance();
    QPointer<ReferenceLookup> self(this);
    m_worker->post(
        [=](const DbConnection* conn) {
            for (int i = 0; i < references.size(); ++i) {
                if (live->load() != generation)
                    return;
                QVariant label;
                bool found = false;
                QString error = conn ? QString() : worker->openError();
                if (conn)
                    ReferenceQuery::fetchLabel(*conn, references.at(i), values.at(i), &label, &found, &error);
                QMetaObject::invokeMethod(
                    gui,
                    [self, generation, i, label, found, error]() {
                        if (self)
                            self->deliverLabel(generation, i, label, found, error);
                    },
                    Qt::QueuedConnection);
            }
        },
        generation, true);
}

void ReferenceLookup::requestCount(int index, const Catalog::Reference& reference, const QVariant& value) {
    if (!m_worker)
        return;
    const int generation = m_generation;
    const auto live = m_live;
    FetchWorker* worker = m_worker.get();
    QObject* gui = QCoreApplication::instance();
    QPointer<ReferenceLookup> self(this);
    m_worker->post(
        [=](const DbConnection* conn) {
            if (live->load() != generation)
                return;
            qint64 rows = -1;
            QString error = conn ? QString() : worker->openError();
            if (conn)
                ReferenceQuery::fetchCount(*conn, reference, value, &rows, &error);
            QMetaObject::invokeMethod(
                gui,
                [self, generation, index, rows, error]() {
                    if (self)
                        self->deliverCount(generation, index, rows, error);
                },
                Qt::QueuedConnection);
        },
        generation, false);
}

void ReferenceLookup::requestFlowOverview(const QVariantMap& flow) {
    if (!m_worker)
        return;
    const int generation = m_generation;
    const auto live = m_live;
    FetchWorker* worker = m_worker.get();
    QObject* gui = QCoreApplication::instance();
    QPointer<ReferenceLookup> self(this);
    m_worker->post(
        [=](const DbConnection* conn) {
            if (live->load() != generation)
                return;
            FlowOverview::Facts facts;
            QString error = conn ? QString() : worker->openError();
            if (conn)
                FlowOverview::read(*conn, flow, &facts, &error);
            QMetaObject::invokeMethod(
                gui,
                [self, generation, facts, error]() {
                    if (self)
                        self->deliverFlowOverview(generation, facts, error);
                },
                Qt::QueuedConnection);
        },
        generation, true);
}

void ReferenceLookup::deliverFlowOverview(int generation, const FlowOverview::Facts& facts, const QString& error) {
    if (generation == m_generation)
        emit flowOverviewFound(facts, error);
}

void ReferenceLookup::deliverLabel(int generation, int index, const QVariant& label, bool found, const QString& error) {
    if (generation == m_generation)
        emit labelFound(index, label, found, error);
}

void ReferenceLookup::deliverCount(int generation, int index, qint64 rows, const QString& error) {
    if (generation == m_generation)
        emit countFound(index, rows, error);
}

} // namespace metadesk
