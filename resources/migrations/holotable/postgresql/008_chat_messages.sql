-- message: Persistent dashboard chat history, one AI SDK message per row, per person per dashboard
-- migrate:up
CREATE TABLE chat_messages (
    id           text NOT NULL,
    dashboard_id uuid NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
    user_sub     text NOT NULL,
    role         text NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
    content      jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    -- the message id is unique within one (dashboard, person) conversation only
    PRIMARY KEY (dashboard_id, user_sub, id)
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (dashboard_id, user_sub, created_at);

-- migrate:down
DROP TABLE chat_messages;
