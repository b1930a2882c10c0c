// GraphQL checks of a laid-out page: every block parses, the page's schema files and its
// fixtures build one valid schema, and the fixture was made from the schema the page shows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type DocumentNode, GraphQLError, parse, print, Source, validateSchema } from 'graphql';
import { generatedFilesOwner, generatorInputHash } from './chain';
import type { CodeBlock } from './extract';
import { at, type PageProject, type Problem } from './project';

export function checkGraphql(project: PageProject): Problem[] {
  const problems: Problem[] = [];
  for (const block of project.graphqlBlocks) {
    const error = parseError(block.code);
    if (error) problems.push({ location: at(project, block, error.line), message: `GraphQL ${error.message}` });
  }
  // The schema checks below would only repeat a parse failure.
  if (problems.length > 0) return problems;
  return [...checkFixtureSchema(project), ...checkWholeSchema(project)];
}

function parseError(code: string): { line: number; message: string } | undefined {
  try {
    parse(new Source(code));
    return undefined;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { line: error.locations?.[0]?.line ?? 0, message: error.message };
  }
}

/** The files of the laid-out project, by path relative to it. */
function laidOutFiles(dir: string): Map<string, string> {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile());
  return new Map(names.map((name) => [name.split(sep).join('/'), readFileSync(join(dir, name), 'utf8')]));
}

/**
 * The generated code in a fixture is only right for the configuration and schema it was made from. A fixture made by
 * tests/samples/regenerate.ts records their digest (`generatedFrom`): the page's project must still have it. An
 * older fixture keeps a copy of each schema file the page shows, and the copy must still match the page.
 */
function checkFixtureSchema(project: PageProject): Problem[] {
  const owner = generatedFilesOwner(project.input, project.fixturesDir);
  if (owner) {
    if (generatorInputHash(laidOutFiles(project.dir)) === owner.generatedFrom) return [];
    const fixture = relative(process.cwd(), join(project.fixturesDir, owner.id));
    return [
      {
        location: project.page,
        message:
          `the generated files in ${fixture} were made from another baeta.ts or schema than this page's project has; make them again: ` +
          `BAETA_RUNTIME=<folder with @baeta/cli installed> TSX_TSCONFIG_PATH=tests/tsconfig.json node --import tsx tests/samples/regenerate.ts ${project.input.id}`,
      },
    ];
  }
  if (!project.hasFixture) return [];
  const fixture = relative(process.cwd(), project.fixtureDir);
  const problems: Problem[] = [];
  for (const { block, fixtureCopy } of project.schemaFiles) {
    const location = at(project, block);
    if (fixtureCopy === undefined) {
      problems.push({ location, message: `the fixture ${fixture} has no copy of ${block.title}: add it, with the code the generator makes from it` });
    } else if (parseError(fixtureCopy)) {
      problems.push({ location, message: `the copy of ${block.title} in ${fixture} does not parse` });
    } else if (print(parse(fixtureCopy)) !== print(parse(block.code))) {
      problems.push({
        location,
        message: `${block.title} differs from the copy the fixture ${fixture} was made from: regenerate the fixture for the new schema`,
      });
    }
  }
  return problems;
}

/** Builds the schema of the page's modules the way createApplication does, with graphql-tools. */
function checkWholeSchema(project: PageProject): Problem[] {
  const files = readdirSync(project.dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(gql|graphql)$/.test(name));
  if (files.length === 0) return [];
  const firstBlock: CodeBlock | undefined = project.schemaFiles[0]?.block;
  const location = firstBlock ? at(project, firstBlock) : relative(process.cwd(), project.fixtureDir);

  const sources = files.map((name) => ({ name, code: readFileSync(join(project.dir, name), 'utf8') }));
  const broken = sources.find(({ code }) => parseError(code));
  if (broken) return [{ location, message: `the fixture's ${broken.name} does not parse` }];
  const documents: DocumentNode[] = sources.map(({ code }) => parse(code));
  let messages: string[];
  try {
    messages = validateSchema(makeExecutableSchema({ typeDefs: documents })).map((error) => error.message);
  } catch (error) {
    // graphql-js joins all SDL errors into one message, separated by blank lines.
    messages = (error instanceof Error ? error.message : String(error)).split(/\n\n+/);
  }
  return messages.map((message) => ({ location, message: `GraphQL schema of the page and its fixture: ${message}` }));
}
