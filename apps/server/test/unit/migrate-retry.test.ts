import { describe, expect, it } from 'vitest';
import { isOtherSchemaGone } from '../../src/db/migrate.js';

describe('migrating while other schemas of the database are dropped', () => {
  const gone = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('reads the catalog again when another schema, or one of its tables, vanished under the read', () => {
    expect(isOtherSchemaGone(gone('3F000', 'schema "t_other" does not exist'), 't_ours')).toBe(true);
    expect(isOtherSchemaGone(gone('42P01', 'relation "t_other.notification_prefs" does not exist'), 't_ours')).toBe(
      true,
    );
  });

  it('fails on what is wrong with its own schema, or any other error', () => {
    expect(isOtherSchemaGone(gone('3F000', 'schema "t_ours" does not exist'), 't_ours')).toBe(false);
    expect(isOtherSchemaGone(gone('42P01', 'relation "t_ours.moments" does not exist'), 't_ours')).toBe(false);
    expect(isOtherSchemaGone(gone('42P01', 'relation "moments" does not exist'), 't_ours')).toBe(false);
    expect(isOtherSchemaGone(gone('23505', 'duplicate key'), 't_ours')).toBe(false);
  });
});
