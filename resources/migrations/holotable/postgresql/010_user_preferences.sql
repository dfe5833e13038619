-- message: Per-person preferences (one JSON object per subject)
-- migrate:up
CREATE TABLE user_preferences (
    sub        text PRIMARY KEY,
    prefs      jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(prefs) = 'object'),
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- migrate:down
-- Everyone falls back to the default preferences.
DROP TABLE user_preferences;
