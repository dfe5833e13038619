-- message: Per-person preferences (one JSON object per subject)
-- migrate:up
CREATE TABLE user_preferences (
    sub        TEXT NOT NULL PRIMARY KEY,
    prefs      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(prefs) AND json_type(prefs) = 'object'),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- migrate:down
DROP TABLE user_preferences;
