-- message: Optional author's note on a saved dashboard version
-- migrate:up
ALTER TABLE dashboard_versions ADD COLUMN note text;

-- migrate:down
-- The notes are lost, nothing else depends on the column.
ALTER TABLE dashboard_versions DROP COLUMN note;
