import { type PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import type { QueryResult } from './db.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** One statement parsed and planned once, run many times by name. */
interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /** The statement's row description (NoData for none), put before each run's rows. */
  readonly rowDescription: BackendMessage | undefined;
}

/** Most statements kept prepared at once; past it all are closed and prepared again as used. */
const maxPrepared = 100;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Runs statements on PGlite as named prepared statements, each run sent as one protocol message.
 * PGlite's `query` parses, analyses and plans its statement anew on every call and exchanges
 * six messages with the database (parse, describe, bind, describe, execute, sync), all on the
 * server's thread; the save path runs the same few statements a thousand times a second, and
 * a prepared one runs in about a quarter of the time. Each run holds PGlite's locks as `query`
 * does (never inside another caller's transaction) and, like `query`, resolves only after its
 * writes were handed to the file system.
 *
 * @example const { rows } = await preparedRunner(pglite).run(sql, params);
 */
export function preparedRunner(db: PGlite): {
  run<Row>(sql: string, params: readonly unknown[]): Promise<QueryResult<Row>>;
  runEach<Row>(sql: string, paramSets: readonly (readonly unknown[])[]): Promise<EachResult<Row>[]>;
} {
  const statements = new Map<string, Prepared>();
  let counter = 0;

  const prepare = async (sql: string): Promise<Prepared> => {
    if (statements.size >= maxPrepared) {
      const closing = [...statements.values()].map((statement) =>
        protocol.serialize.close({ type: 'S', name: statement.name }),
      );
      statements.clear();
      await db.execProtocolStream(concat([...closing, protocol.serialize.sync()]), { syncToFs: false });
    }
    counter += 1;
    const name = `grundlagen_save_${counter}`;
    const described = await db.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Prepared = {
      name,
      paramTypes: pgliteParse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    return statement;
  };

  const bindExecuteSync = (statement: Prepared, params: readonly unknown[]): Uint8Array[] => {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = db.serializers[statement.paramTypes[index] ?? 0];
      return serialize ? (serialize(param) as string) : String(param);
    });
    return [
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
  };

  const resultOf = <Row>(statement: Prepared, messages: readonly BackendMessage[]): QueryResult<Row> => {
    const [result] = pgliteParse.parseResults(
      statement.rowDescription ? [statement.rowDescription, ...messages] : [...messages],
      db.parsers,
    );
    const rows = (result?.rows ?? []) as Row[];
    return { rows, rowCount: result?.affectedRows ?? rows.length };
  };

  // Holding the transaction lock, no transaction is open: each sync commits, and syncToFs hands
  // the commits to the file system, as `query` does after a statement of its own.
  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    db._runExclusiveTransaction(() => db._runExclusiveQuery(work));

  return {
    run: <Row>(sql: string, params: readonly unknown[]) =>
      exclusive(async () => {
        const statement = statements.get(sql) ?? (await prepare(sql));
        const messages = await db.execProtocolStream(concat(bindExecuteSync(statement, params)), {
          syncToFs: false,
        });
        await db.syncToFs();
        return resultOf<Row>(statement, messages);
      }),
    /**
     * Runs one statement once for each parameter set, each in a transaction of its own, all in
     * one message: a failing run fails alone, the others commit. Each result is its run's rows
     * or its database error.
     */
    runEach: <Row>(sql: string, paramSets: readonly (readonly unknown[])[]) =>
      exclusive(async () => {
        const statement = statements.get(sql) ?? (await prepare(sql));
        const messages = await db.execProtocolStream(
          concat(paramSets.flatMap((params) => bindExecuteSync(statement, params))),
          { syncToFs: false, throwOnError: false },
        );
        await db.syncToFs();
        // Each run's messages end with its ReadyForQuery.
        const results: EachResult<Row>[] = [];
        let run: BackendMessage[] = [];
        for (const message of messages) {
          if (message.name !== 'readyForQuery') {
            run.push(message);
            continue;
          }
          const error = run.find((each) => each instanceof Error);
          results.push(error ? { error } : resultOf<Row>(statement, run));
          run = [];
        }
        return results;
      }),
  };
}

/** One run of `runEach`: its rows, or the database's error for it. */
export type EachResult<Row> = QueryResult<Row> | { error: unknown };
