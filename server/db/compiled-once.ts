import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/** Stands for one named value while the statement is compiled; replaced by the value on each run. */
class Placeholder {
  constructor(readonly name: string) {}
}

/**
 * A statement whose text never changes, built and compiled by Kysely once per database and then
 * run with each call's values. Building the refresh rotation (a four-part CTE) took about a tenth
 * of the event loop's time per refresh, to produce the same text every time.
 *
 * `build` gets a placeholder for each name and must pass every value through one: anything else
 * it reads is frozen into the first compilation. A placeholder may only stand for a value
 * Kysely passes on as a parameter (a column value, a `sql` template's `${…}`), never for a
 * name, a list or an operator.
 */
export function compiledOnce<Name extends string, Row>(
  names: readonly Name[],
  build: (db: Db, values: Record<Name, unknown>) => Compilable<Row>,
): (db: Db, values: Record<Name, unknown>) => CompiledQuery<Row> {
  const placeholders = Object.fromEntries(names.map((name) => [name, new Placeholder(name)])) as Record<Name, unknown>;
  const templates = new WeakMap<Db, CompiledQuery<Row>>();
  return (db, values) => {
    let template = templates.get(db);
    if (!template) {
      template = build(db, placeholders).compile();
      const unused = names.filter((name) => !template!.parameters.includes(placeholders[name]));
      const frozen = template.parameters.filter((parameter) => !(parameter instanceof Placeholder));
      if (unused.length > 0 || frozen.length > 0)
        throw new Error(`compiledOnce: ${unused.length} value(s) unused, ${frozen.length} parameter(s) not a placeholder`);
      templates.set(db, template);
    }
    return {
      ...template,
      parameters: template.parameters.map((parameter) => values[(parameter as Placeholder).name as Name]),
    };
  };
}
