#include "DashboardSpecDiff.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace metadesk {

namespace {

const QString kPanels = QStringLiteral("panels");

QString member(const QString& path, const QString& key) {
    static const QRegularExpression name(QStringLiteral("^[A-Za-z_$][A-Za-z0-9_$]*$"));
    const QString part = name.match(key).hasMatch()
                             ? key
                             : QStringLiteral("[%1]").arg(QString::fromUtf8(
                                   QJsonDocument(QJsonArray{key}).toJson(QJsonDocument::Compact).chopped(1).mid(1)));
    if (path.isEmpty())
        return part;
    return part.startsWith(QLatin1Char('[')) ? path + part : path + QLatin1Char('.') + part;
}

/// The keys of both objects: the new one's in its order, then those only the old one has.
QStringList keysOf(const QJsonObject& oldObject, const QJsonObject& newObject) {
    QStringList keys = newObject.keys();
    for (const QString& k : oldObject.keys())
        if (!keys.contains(k))
            keys << k;
    return keys;
}

/// Every leaf that differs between `a` and `b` under `path`; a list that differs is one change of the list.
void diffValue(const QString& path, const QJsonValue& a, const QJsonValue& b, const QString& panelId,
               QList<SpecChange>* out) {
    if (a == b)
        return;
    if (a.isObject() && b.isObject()) {
        const QJsonObject oa = a.toObject(), ob = b.toObject();
        for (const QString& k : keysOf(oa, ob)) {
            const QString p = member(path, k);
            if (!oa.contains(k))
                out->append({SpecChange::Kind::Added, p, panelId, {}});
            else if (!ob.contains(k))
                out->append({SpecChange::Kind::Removed, p, panelId, {}});
            else
                diffValue(p, oa.value(k), ob.value(k), panelId, out);
        }
        return;
    }
    out->append({SpecChange::Kind::Changed, path, panelId, {}});
}

QString panelIdOf(const QJsonValue& panel) {
    return panel.toObject().value(QStringLiteral("id")).toString();
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
    QJsonObject sides[2];
    const QString* texts[2] = {&oldSpec, &newSpec};
    for (int s = 0; s < 2; ++s) {
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(texts[s]->toUtf8(), &parse);
        if (!doc.isObject()) {
            *error = s == 0 ? tr("The old spec is not a JSON object.") : tr("The new spec is not a JSON object.");
            return false;
        }
        sides[s] = doc.object();
    }
    const QJsonObject& before = sides[0];
    const QJsonObject& after = sides[1];

    // The dashboard's own fields.
    for (const QString& k : keysOf(before, after)) {
        if (k == kPanels && before.value(k).isArray() && after.value(k).isArray())
            continue;
        if (!before.contains(k))
            out->append({SpecChange::Kind::Added, member({}, k), {}, {}});
        else if (!after.contains(k))
            out->append({SpecChange::Kind::Removed, member({}, k), {}, {}});
        else
            diffValue(member({}, k), before.value(k), after.value(k), {}, out);
    }
    if (!before.value(kPanels).isArray() || !after.value(kPanels).isArray())
        return true;

    // Panels by id.
    const QJsonArray oldPanels = before.value(kPanels).toArray();
    const QJsonArray newPanels = after.value(kPanels).toArray();
    QHash<QString, int> oldIndex, newIndex;
    for (int i = 0; i < oldPanels.size(); ++i)
        oldIndex.insert(panelIdOf(oldPanels.at(i)), i);
    for (int j = 0; j < newPanels.size(); ++j)
        newIndex.insert(panelIdOf(newPanels.at(j)), j);
    QStringList sharedOld, sharedNew;
    for (const QJsonValue& p : oldPanels)
        if (newIndex.contains(panelIdOf(p)))
            sharedOld << panelIdOf(p);
    for (const QJsonValue& p : newPanels)
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
