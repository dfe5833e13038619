#include "VersionHistoryDialog.h"

#include "FlowVersionsModel.h"
#include "core/db/DbConnection.h"
#include "gui/diff/DiffView.h"
#include "models/FetchWorker.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

VersionHistoryDialog::VersionHistoryDialog(const DbConnection& connection, Reader reader, int select, QWidget* parent)
    : QDialog(parent), m_reader(std::move(reader)), m_select(select),
      m_worker(std::make_unique<FetchWorker>(connection.url(), true, QStringLiteral("history"))) {
    auto* layout = new QVBoxLayout(this);

    m_heading = new QLabel(tr("Reading the versions…"), this);
    m_heading->setObjectName(QStringLiteral("historyHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    layout->addWidget(m_heading);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(splitter);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_versions = new FlowVersionsModel(this);
    m_list = new QTableView(top);
    m_list->setObjectName(QStringLiteral("historyVersions"));
    m_list->setAccessibleName(tr("Versions, newest first"));
    m_list->setModel(m_versions);
    m_list->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_list->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->horizontalHeader()->setSectionResizeMode(FlowVersionsModel::Note, QHeaderView::Stretch);
    m_list->setAlternatingRowColors(true);
    topLayout->addWidget(m_list);
    m_actions = new QHBoxLayout;
    m_actions->addStretch(1);
    topLayout->addLayout(m_actions);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    pickRow(current.row());
            });

    auto* bottom = new QWidget(splitter);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto* chooser = new QHBoxLayout;
    auto* fromLabel = new QLabel(tr("&Compare"), bottom);
    m_from = new QComboBox(bottom);
    m_from->setObjectName(QStringLiteral("historyFrom"));
    m_from->setAccessibleName(tr("Old version"));
    m_from->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    fromLabel->setBuddy(m_from);
    auto* toLabel = new QLabel(tr("&with"), bottom);
    m_to = new QComboBox(bottom);
    m_to->setObjectName(QStringLiteral("historyTo"));
    m_to->setAccessibleName(tr("New version"));
    m_to->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    toLabel->setBuddy(m_to);
    chooser->addWidget(fromLabel);
    chooser->addWidget(m_from);
    chooser->addWidget(toLabel);
    chooser->addWidget(m_to);
    chooser->addStretch(1);
    bottomLayout->addLayout(chooser);
    m_bottom = bottomLayout;
    m_diff = new DiffView(bottom);
    bottomLayout->addWidget(m_diff, 1);
    connect(m_from, &QComboBox::currentIndexChanged, this, &VersionHistoryDialog::compareChosen);
    connect(m_to, &QComboBox::currentIndexChanged, this, &VersionHistoryDialog::compareChosen);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({170, 530}); // a few versions in view; the diff gets the room
    layout->addWidget(splitter, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1100, 760);

    reload();
}

VersionHistoryDialog::~VersionHistoryDialog() {
    ++m_listGeneration;
    ++m_diffGeneration;
    FetchWorker::retire(std::move(m_worker)); // a definition of 10 MB may still be read: not waited for
}

int VersionHistoryDialog::selectedVersion() const {
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.data(FlowVersionsModel::VersionRole).toInt() : 0;
}

void VersionHistoryDialog::addVersionAction(QAction* action) {
    auto* button = new QPushButton(this);
    button->setText(action->text());
    button->setToolTip(action->toolTip());
    button->setAccessibleName(action->text().remove(QLatin1Char('&')));
    button->setEnabled(action->isEnabled() && selectedVersion() > 0);
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    connect(this, &VersionHistoryDialog::selectedVersionChanged, button,
            [button, action](int version) { button->setEnabled(action->isEnabled() && version > 0); });
    // The action's own state moves too (a Forget with nothing left to forget): the button follows it.
    connect(action, &QAction::changed, button, [this, button, action]() {
        button->setEnabled(action->isEnabled() && selectedVersion() > 0);
        button->setToolTip(action->toolTip());
    });
    m_actions->insertWidget(m_actions->count() - 1, button);
    m_versionActions << action;
}

void VersionHistoryDialog::reload() {
    const int generation = ++m_listGeneration;
    const auto read = m_reader.versions;
    FetchWorker* worker = m_worker.get();
    QObject* gui = QCoreApplication::instance();
    QPointer<VersionHistoryDialog> self(this);
    m_worker->post([=](const DbConnection* conn) {
        QList<FlowVersionInfo> versions;
        QString name, error = conn ? QString() : worker->openError();
        bool found = false;
        if (conn)
            read(*conn, &name, &found, &versions, &error);
        QMetaObject::invokeMethod(
            gui,
            [=]() {
                if (self)
                    self->deliverVersions(generation, versions, name, found, error);
            },
            Qt::QueuedConnection);
    });
}

void VersionHistoryDialog::readBeside(std::function<void(const DbConnection*)> task) {
    m_worker->post(std::move(task));
}

void VersionHistoryDialog::deliverVersions(int generation, const QList<FlowVersionInfo>& versions, const QString& name,
                                           bool found, const QString& error) {
    if (generation != m_listGeneration)
        return;
    const int keep = selectedVersion();
    m_versions->setVersions(versions);
    if (!error.isEmpty()) {
        m_heading->setText(tr("The versions could not be read: %1").arg(error));
        m_diff->showMessage(tr("Nothing to compare."));
    } else {
        m_heading->setText(heading(name, found, int(versions.size())));
        if (!found)
            m_diff->showMessage(tr("Nothing to compare."));
        else if (versions.isEmpty())
            m_diff->showMessage(tr("There are no versions."));
    }
    fillBoxes();
    int row = m_versions->rowOf(keep > 0 ? keep : m_select);
    if (row < 0 && !versions.isEmpty())
        row = 0;
    if (row >= 0) {
        m_list->selectRow(row);
        pickRow(row); // also when the row was already current
    }
    emit versionsLoaded();
}

void VersionHistoryDialog::fillBoxes() {
    m_filling = true;
    for (QComboBox* box : {m_from, m_to}) {
        box->clear();
        for (const FlowVersionInfo& v : m_versions->versions()) {
            const QString note = v.note.size() > 40 ? v.note.left(39) + QChar(0x2026) : v.note;
            box->addItem(note.isEmpty() ? FlowVersionsModel::label(v)
                                        : tr("%1 — %2").arg(FlowVersionsModel::label(v), note),
                         v.version);
        }
    }
    m_filling = false;
}

void VersionHistoryDialog::pickRow(int row) {
    const QList<FlowVersionInfo>& versions = m_versions->versions();
    if (row < 0 || row >= versions.size())
        return;
    // The picked version against the one before it (the list is newest first); the first version has none, and
    // compare() shows it whole.
    const int to = versions.at(row).version;
    const int from = versions.at(row + 1 < versions.size() ? row + 1 : row).version;
    emit selectedVersionChanged(to);
    compare(from, to);
}

void VersionHistoryDialog::compare(int from, int to) {
    m_filling = true;
    m_from->setCurrentIndex(m_from->findData(from));
    m_to->setCurrentIndex(m_to->findData(to));
    m_filling = false;
    compareChosen();
}

void VersionHistoryDialog::compareChosen() {
    if (m_filling)
        return;
    const int from = m_from->currentData().toInt();
    const int to = m_to->currentData().toInt();
    if (from <= 0 || to <= 0) {
        ++m_diffGeneration;
        return;
    }
    if (from == to) {
        showOne(to);
        return;
    }
    const int generation = ++m_diffGeneration;
    m_diff->showMessage(tr("Comparing v%1 with v%2…").arg(from).arg(to));
    const auto read = m_reader.text;
    FetchWorker* worker = m_worker.get();
    QObject* gui = QCoreApplication::instance();
    QPointer<VersionHistoryDialog> self(this);
    m_worker->withdraw([](qint64 tag) { return tag == 1; }); // a comparison not started yet is obsolete
    m_worker->post(
        [=](const DbConnection* conn) {
            QString oldText, newText, error = conn ? QString() : worker->openError();
            bool oldFound = false, newFound = false;
            DiffResult result;
            if (conn && read(*conn, from, &oldText, &oldFound, &error) &&
                read(*conn, to, &newText, &newFound, &error)) {
                if (!oldFound || !newFound)
                    error = FlowHistory::tr("Version %1 is gone.").arg(oldFound ? to : from);
                else
                    result = JsonDiff::compare(oldText, newText); // bounded; here, off the GUI thread
            }
            QMetaObject::invokeMethod(
                gui,
                [=]() {
                    if (self)
                        self->deliverDiff(generation, from, to, result, oldText, newText, error);
                },
                Qt::QueuedConnection);
        },
        1, true);
}

void VersionHistoryDialog::deliverDiff(int generation, int from, int to, const DiffResult& result,
                                       const QString& oldText, const QString& newText, const QString& error) {
    if (generation != m_diffGeneration)
        return;
    if (!error.isEmpty()) {
        m_diff->showMessage(tr("The versions could not be compared: %1").arg(error));
        compared(from, to, {}, {});
        return;
    }
    auto name = [this](int version) {
        const int row = m_versions->rowOf(version);
        return row >= 0 ? FlowVersionsModel::label(m_versions->versions().at(row)) : tr("v%1").arg(version);
    };
    m_diff->setResult(result, name(from), name(to));
    compared(from, to, oldText, newText);
}

void VersionHistoryDialog::showOne(int version) {
    const int generation = ++m_diffGeneration;
    m_diff->showMessage(tr("Reading v%1…").arg(version));
    const auto read = m_reader.text;
    FetchWorker* worker = m_worker.get();
    QObject* gui = QCoreApplication::instance();
    QPointer<VersionHistoryDialog> self(this);
    m_worker->withdraw([](qint64 tag) { return tag == 1; });
    m_worker->post(
        [=](const DbConnection* conn) {
            QString text, error = conn ? QString() : worker->openError();
            bool found = false;
            if (conn && read(*conn, version, &text, &found, &error)) {
                if (!found) {
                    error = FlowHistory::tr("Version %1 is gone.").arg(version);
                } else {
                    // Indented as the diff shows it, when it is JSON; otherwise as stored.
                    QJsonParseError parsed;
                    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &parsed);
                    if (parsed.error == QJsonParseError::NoError)
                        text = QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
                }
            }
            QMetaObject::invokeMethod(
                gui,
                [=]() {
                    if (self)
                        self->deliverOne(generation, version, text, error);
                },
                Qt::QueuedConnection);
        },
        1, true);
}

void VersionHistoryDialog::deliverOne(int generation, int version, const QString& text, const QString& error) {
    if (generation != m_diffGeneration)
        return;
    compared(version, version, {}, {}); // nothing was compared
    if (!error.isEmpty()) {
        m_diff->showMessage(tr("The version could not be read: %1").arg(error));
        return;
    }
    const QList<FlowVersionInfo>& versions = m_versions->versions();
    const int row = m_versions->rowOf(version);
    const QString name = row >= 0 ? FlowVersionsModel::label(versions.at(row)) : tr("v%1").arg(version);
    // Newest first: the last row is the oldest version, which nothing came before.
    const bool first = !versions.isEmpty() && versions.constLast().version == version;
    m_diff->showDocument(first ? tr("%1 is the first version: nothing came before it to compare with. Its content "
                                    "as saved:")
                                     .arg(name)
                               : tr("Both sides are %1: pick two different versions to compare. Its content as "
                                    "saved:")
                                     .arg(name),
                         text);
}

void VersionHistoryDialog::addAboveDiff(QWidget* widget) {
    m_bottom->insertWidget(m_bottom->indexOf(m_diff), widget);
}

} // namespace metadesk
