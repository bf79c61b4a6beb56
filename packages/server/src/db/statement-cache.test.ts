import { BetterSqlite3 } from './sqlite-driver.js';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './dialect.js';

describe('SQLite statement cache', () => {
  it('prepares each SQL text once, binds fresh parameters on every run, and keeps only the most recent', () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
    sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
    let prepared = 0;
    const counting = new Proxy(sqlite, {
      get(target, prop) {
        if (prop === 'prepare') return (sql: string) => (prepared++, target.prepare(sql));
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const db = withStatementCache(counting, 2);
    const byId = 'select name from t where id = ?';
    expect(db.prepare(byId).all([1])).toEqual([{ name: 'a' }]);
    expect(db.prepare(byId).all([3])).toEqual([{ name: 'c' }]);
    expect(prepared).toBe(1);
    db.prepare('select count(*) as n from t');
    db.prepare('select max(id) as m from t');
    // The first statement was the least recently used of three: prepared again.
    db.prepare(byId);
    expect(prepared).toBe(4);
    db.close();
  });
});
