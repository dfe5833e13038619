-- message: Dashboard description and tags, and per-person dashboard favourites
-- migrate:up
ALTER TABLE dashboards ADD COLUMN description TEXT;
ALTER TABLE dashboards ADD COLUMN tags TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(tags) AND json_type(tags) = 'array');
-- PostgreSQL makes this a GIN index. SQLite has none: a plain index keeps the name.
CREATE INDEX dashboards_tags_idx ON dashboards (tags);

CREATE TABLE dashboard_favorites (
    user_sub     TEXT NOT NULL,
    dashboard_id TEXT NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (user_sub, dashboard_id)
);
CREATE INDEX dashboard_favorites_dashboard_idx ON dashboard_favorites (dashboard_id);

-- migrate:down
DROP TABLE dashboard_favorites;
DROP INDEX dashboards_tags_idx;
ALTER TABLE dashboards DROP COLUMN tags;
ALTER TABLE dashboards DROP COLUMN description;
