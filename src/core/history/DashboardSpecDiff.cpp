#include "DashboardSpecDiff.h"

#include "core/diff/JsonDiff.h"
#include "core/diff/RawJson.h"

#include <QHash>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace metadesk {

namespace {

const QString kPanels = QStringLiteral("panels");

/// The keys of both objects: the new one's in its order, then those only the old one has.
QStringList keysOf(const RawJson& oldObject, const RawJson& newObject) {
    QStringList keys;
    for (const RawJson::Member& m : newObject.members())
        if (!keys.contains(m.first))
            keys << m.first;
    for (const RawJson::Member& m : oldObject.members())
        if (!keys.contains(m.first))
            keys << m.first;
    return keys;
}

/// Every leaf that differs between `a` and `b` under `path`, token by token as stored (`1` and `1.0` differ); a list
/// that differs is one change of the list.
void diffValue(const QString& path, const RawJson& a, const RawJson& b, const QString& panelId,
               QList<SpecChange>* out) {
    if (a == b)
        return;
    if (a.isObject() && b.isObject()) {
        for (const QString& k : keysOf(a, b)) {
            const QString p = JsonDiff::childPath(path, k);
            const RawJson* va = a.value(k);
            const RawJson* vb = b.value(k);
            if (!va)
                out->append({SpecChange::Kind::Added, p, panelId, {}});
            else if (!vb)
                out->append({SpecChange::Kind::Removed, p, panelId, {}});
            else
                diffValue(p, *va, *vb, panelId, out);
        }
        return;
    }
    out->append({SpecChange::Kind::Changed, path, panelId, {}});
}

QString panelIdOf(const RawJson& panel) {
    const RawJson* id = panel.value(QStringLiteral("id"));
    return id ? id->text() : QString();
}

/// Which of the shared panels keep their relative order (the longest common subsequence of the two orders): the
/// others are the ones that moved.
QSet<QString> keptInOrder(const QStringList& a, const QStringList& b) {
    const int n = int(a.size()), m = int(b.size());
    QList<QList<int>> len(n + 1, QList<int>(m + 1, 0));
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j)
            len[i][j] = a.at(i) == b.at(j) ? len[i + 1][j + 1] + 1 : std::max(len[i + 1][j], len[i][j + 1]);
    QSet<QString> kept;
    for (int i = 0, j = 0; i < n && j < m;) {
        if (a.at(i) == b.at(j)) {
            kept.insert(a.at(i));
            ++i;
            ++j;
        } else if (len[i + 1][j] >= len[i][j + 1]) {
            ++i;
        } else {
            ++j;
        }
    }
    return kept;
}

} // namespace

bool DashboardSpecDiff::compare(const QString& oldSpec, const QString& newSpec, QList<SpecChange>* out,
                                QString* error) {
    out->clear();
    RawJson sides[2];
    const QString* texts[2] = {&oldSpec, &newSpec};
    for (int s = 0; s < 2; ++s) {
        // Qt's parser says whether it is JSON (and bounds its nesting); the stored tokens are read from the text.
        if (!QJsonDocument::fromJson(texts[s]->toUtf8()).isObject()) {
            *error = s == 0 ? tr("The old spec is not a JSON object.") : tr("The new spec is not a JSON object.");
            return false;
        }
        sides[s] = RawJson::parse(*texts[s]);
    }
    const RawJson& before = sides[0];
    const RawJson& after = sides[1];
    const RawJson* oldList = before.value(kPanels);
    const RawJson* newList = after.value(kPanels);
    const bool panelLists = oldList && newList && oldList->isArray() && newList->isArray();

    // The dashboard's own fields.
    for (const QString& k : keysOf(before, after)) {
        if (k == kPanels && panelLists)
            continue;
        const RawJson* va = before.value(k);
        const RawJson* vb = after.value(k);
        if (!va)
            out->append({SpecChange::Kind::Added, JsonDiff::childPath({}, k), {}, {}});
        else if (!vb)
            out->append({SpecChange::Kind::Removed, JsonDiff::childPath({}, k), {}, {}});
        else
            diffValue(JsonDiff::childPath({}, k), *va, *vb, {}, out);
    }
    if (!panelLists)
        return true;

    // Panels by id.
    const QList<RawJson>& oldPanels = oldList->items();
    const QList<RawJson>& newPanels = newList->items();
    QHash<QString, int> oldIndex, newIndex;
    for (int i = 0; i < oldPanels.size(); ++i)
        oldIndex.insert(panelIdOf(oldPanels.at(i)), i);
    for (int j = 0; j < newPanels.size(); ++j)
        newIndex.insert(panelIdOf(newPanels.at(j)), j);
    QStringList sharedOld, sharedNew;
    for (const RawJson& p : oldPanels)
        if (newIndex.contains(panelIdOf(p)))
            sharedOld << panelIdOf(p);
    for (const RawJson& p : newPanels)
        if (oldIndex.contains(panelIdOf(p)))
            sharedNew << panelIdOf(p);
    const QSet<QString> kept = keptInOrder(sharedOld, sharedNew);

    for (int j = 0; j < newPanels.size(); ++j) {
        const QString id = panelIdOf(newPanels.at(j));
        const QString path = QStringLiteral("panels[%1]").arg(j);
        if (!oldIndex.contains(id)) {
            out->append({SpecChange::Kind::Added, path, id, {}});
            continue;
        }
        const int i = oldIndex.value(id);
        if (!kept.contains(id))
            out->append({SpecChange::Kind::Moved, path, id, QStringLiteral("panels[%1]").arg(i)});
        diffValue(path, oldPanels.at(i), newPanels.at(j), id, out);
    }
    for (int i = 0; i < oldPanels.size(); ++i) {
        const QString id = panelIdOf(oldPanels.at(i));
        if (!newIndex.contains(id))
            out->append({SpecChange::Kind::Removed, QStringLiteral("panels[%1]").arg(i), id, {}});
    }
    return true;
}

QString DashboardSpecDiff::kindName(SpecChange::Kind kind) {
    switch (kind) {
    case SpecChange::Kind::Added:
        return QStringLiteral("added");
    case SpecChange::Kind::Removed:
        return QStringLiteral("removed");
    case SpecChange::Kind::Moved:
        return QStringLiteral("moved");
    case SpecChange::Kind::Changed:
        break;
    }
    return QStringLiteral("changed");
}

QString DashboardSpecDiff::sentence(const SpecChange& c) {
    const bool whole = !c.panelId.isEmpty() && !c.path.contains(QLatin1Char('.'));
    QString text;
    switch (c.kind) {
    case SpecChange::Kind::Added:
        text = whole ? tr("Panel %1 added at %2").arg(c.panelId, c.path) : tr("%1 added").arg(c.path);
        break;
    case SpecChange::Kind::Removed:
        text = whole ? tr("Panel %1 removed from %2").arg(c.panelId, c.path) : tr("%1 removed").arg(c.path);
        break;
    case SpecChange::Kind::Moved:
        return tr("Panel %1 moved from %2 to %3").arg(c.panelId, c.fromPath, c.path);
    case SpecChange::Kind::Changed:
        text = tr("%1 changed").arg(c.path);
        break;
    }
    if (!c.panelId.isEmpty() && !whole)
        text = tr("%1 (panel %2)").arg(text, c.panelId);
    return text;
}

} // namespace metadesk
