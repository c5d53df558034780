import { CamelCasePlugin, PostgresQueryCompiler, SqliteQueryCompiler, type PluginTransformQueryArgs, type RootOperationNode } from 'kysely';

/**
 * camelCase in TypeScript, snake_case in SQL. Kysely's CamelCasePlugin renames by copying every
 * statement's whole node tree before compiling it (a sixth of a list query's CPU: the transform walks
 * and freezes each node again); the compilers here write each identifier in snake_case as they emit
 * it instead, and the plugin is left only its other half, turning the rows' keys back into camelCase.
 * Same names either way: both use the plugin's own mapper.
 */

/** CamelCasePlugin for the rows only: the statement is already written in snake_case by the compiler. */
export class CamelCaseRows extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** The plugin's own (memoised) mapper, for the compilers. */
  toSnakeCase(name: string): string {
    return this.snakeCase(name);
  }
}

const names = new CamelCaseRows();

export class SnakeCaseSqliteCompiler extends SqliteQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(names.toSnakeCase(identifier));
  }
}

export class SnakeCasePostgresCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(names.toSnakeCase(identifier));
  }
}
