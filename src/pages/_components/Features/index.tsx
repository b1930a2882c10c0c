import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Feature {
  readonly title: string;
  readonly body: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Schema-first',
    body: 'Your .gql files are the contract. Baeta reads them and writes the TypeScript for you, so the schema and the code cannot drift apart.',
  },
  {
    title: 'Modular',
    body: 'Each folder of schema files becomes a module with its own builder. Modules extend each other’s types and merge into one executable schema.',
  },
  {
    title: 'Type-safe',
    body: 'Arguments, parents, return values and context are typed from the schema. A renamed field is a compile error, not a production incident.',
  },
  {
    title: 'Extensible',
    body: 'Add authorization scopes, response caching and query-complexity limits as extensions, and generator plugins for autoloading, pagination and more.',
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
