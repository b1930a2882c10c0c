import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Feature {
  readonly title: string;
  readonly body: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Schema-first',
    body: 'Your .gql files are the contract. Baeta writes the TypeScript types from them, so a resolver that no longer fits the schema stops compiling.',
  },
  {
    title: 'Modular',
    body: 'Each folder of schema files becomes a module with its own builder. Modules extend each other’s types and merge into one executable schema.',
  },
  {
    title: 'Type-safe',
    body: (
      <>
        Arguments, parents and return values are typed from the schema, context from your type. Still, a forgotten
        resolver and an unhandled null in an optional argument compile (see{' '}
        <Link to="/docs/known-issues">Known issues</Link>).
      </>
    ),
  },
  {
    title: 'Extensible',
    body: 'Add authorization scopes, a cache for the results of chosen fields and query-complexity limits as extensions, and generator plugins for autoloading, pagination and more.',
  },
];

export default function Features(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <h2 id="features-heading" className={styles.heading}>
          Why Baeta
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
