-- message: The dashboard chat becomes a conversation: one per person per dashboard, chat_messages copied over
-- migrate:up
-- Expand only: chat_messages stays until 021.
CREATE UNIQUE INDEX conversations_dashboard_owner_idx
    ON conversations (user_sub, dashboard_id)
    WHERE dashboard_id IS NOT NULL;

-- One conversation per (person, dashboard) that has chat history. Its title is the first question,
-- whitespace collapsed, cut to 80 characters. Its window is the current spec's timeRange, else the last hour.
INSERT INTO conversations
    (id, user_sub, workspace_id, source_ids, dashboard_id, title, time_range, created_at, updated_at)
SELECT gen_random_uuid(),
       m.user_sub,
       d.workspace_id,
       '{}',
       m.dashboard_id,
       left(coalesce((SELECT regexp_replace(p->>'text', '\s+', ' ', 'g')
                        FROM chat_messages q
                        CROSS JOIN jsonb_array_elements(q.content->'parts') AS p
                       WHERE q.dashboard_id = m.dashboard_id
                         AND q.user_sub = m.user_sub
                         AND q.role = 'user'
                         AND p->>'type' = 'text'
                       ORDER BY q.created_at, q.id
                       LIMIT 1), ''), 80),
       coalesce(v.spec->'timeRange', '{"from": "now-1h", "to": "now"}'::jsonb),
       min(m.created_at),
       max(m.created_at)
  FROM chat_messages m
  JOIN dashboards d ON d.id = m.dashboard_id
  LEFT JOIN dashboard_versions v ON v.id = d.current_version_id
 GROUP BY m.user_sub, m.dashboard_id, d.workspace_id, v.spec
ON CONFLICT DO NOTHING;

-- Every message, in the order it was said (seq is assigned in this order).
INSERT INTO conversation_messages (conversation_id, id, role, content, created_at)
SELECT c.id, m.id, m.role, m.content, m.created_at
  FROM chat_messages m
  JOIN conversations c ON c.dashboard_id = m.dashboard_id AND c.user_sub = m.user_sub
 ORDER BY m.created_at, m.id
ON CONFLICT DO NOTHING;

-- migrate:down
-- chat_messages still has the copied rows. Dashboard conversations go (their messages cascade), then the index.
DELETE FROM conversations WHERE dashboard_id IS NOT NULL;
DROP INDEX conversations_dashboard_owner_idx;
