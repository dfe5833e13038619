-- message: The dashboard chat becomes a conversation: one per person per dashboard, chat_messages copied over
-- migrate:up
CREATE UNIQUE INDEX conversations_dashboard_owner_idx
    ON conversations (user_sub, dashboard_id)
    WHERE dashboard_id IS NOT NULL;

-- As on PostgreSQL: the title is the first question with whitespace collapsed, cut to 80 characters.
-- SQLite has no regular expressions: tab, newline, vertical tab, form feed and carriage return become
-- spaces and runs of up to 64 spaces collapse to one. The window is the current spec's timeRange, else the last hour.
INSERT INTO conversations
    (id, user_sub, workspace_id, source_ids, dashboard_id, title, time_range, created_at, updated_at)
SELECT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
       m.user_sub,
       d.workspace_id,
       '[]',
       m.dashboard_id,
       substr(coalesce((SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(json_extract(p.value, '$.text'), char(9), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')
                          FROM chat_messages q, json_each(q.content, '$.parts') AS p
                         WHERE q.dashboard_id = m.dashboard_id
                           AND q.user_sub = m.user_sub
                           AND q.role = 'user'
                           AND json_extract(p.value, '$.type') = 'text'
                         ORDER BY q.created_at, q.id, p.key
                         LIMIT 1), ''), 1, 80),
       CASE WHEN json_type(v.spec, '$.timeRange') IS NULL THEN '{"from": "now-1h", "to": "now"}'
            ELSE json_quote(json_extract(v.spec, '$.timeRange')) END,
       min(m.created_at),
       max(m.created_at)
  FROM chat_messages m
  JOIN dashboards d ON d.id = m.dashboard_id
  LEFT JOIN dashboard_versions v ON v.id = d.current_version_id
 WHERE true
 GROUP BY m.user_sub, m.dashboard_id, d.workspace_id, v.spec
ON CONFLICT DO NOTHING;

-- Every message in the order it was said: the seq trigger numbers them in this order.
INSERT INTO conversation_messages (conversation_id, id, role, content, created_at)
SELECT c.id, m.id, m.role, m.content, m.created_at
  FROM chat_messages m
  JOIN conversations c ON c.dashboard_id = m.dashboard_id AND c.user_sub = m.user_sub
 WHERE true
 ORDER BY m.created_at, m.id
ON CONFLICT DO NOTHING;

-- migrate:down
DELETE FROM conversations WHERE dashboard_id IS NOT NULL;
DROP INDEX conversations_dashboard_owner_idx;
