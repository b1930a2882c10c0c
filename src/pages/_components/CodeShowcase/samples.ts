// The home page's code showcase: a schema file and the resolvers a reader writes for it.
// tests/samples checks that the resolvers type-check against the generated module for this schema.

export const SCHEMA_FILE = 'src/modules/book/book.gql';

export const SCHEMA = `type Book {
  id: ID!
  title: String!
  author: String!
}

type Query {
  book(id: ID!): Book
  books: [Book!]!
}
`;

export const RESOLVERS_FILE = 'src/modules/book/book.resolvers.ts';

export const RESOLVERS = `import { getBookModule } from './typedef.ts';

const { Query } = getBookModule();

const shelf = [
  { id: '1', title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
  { id: '2', title: 'Kindred', author: 'Octavia E. Butler' },
];

// args.id is a string and the return value must match Book | null.
Query.book(({ args }) => shelf.find((book) => book.id === args.id) ?? null);

Query.books(() => shelf);
`;
