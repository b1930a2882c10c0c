import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { RESOLVERS, RESOLVERS_FILE, SCHEMA, SCHEMA_FILE } from './samples';
import styles from './styles.module.css';

export default function CodeShowcase(): ReactNode {
  return (
    <section className={styles.showcase} aria-labelledby="showcase-heading">
      <div className="container">
        <h2 id="showcase-heading" className={styles.heading}>
          From schema to typed resolvers
        </h2>
        <p className={styles.lead}>
          Describe the API in GraphQL. Run the generator. Write resolvers against the module it produced, with every
          argument and return type checked.
        </p>
        <div className={styles.columns}>
          <CodeBlock language="graphql" title={SCHEMA_FILE}>
            {SCHEMA}
          </CodeBlock>
          <CodeBlock language="ts" title={RESOLVERS_FILE}>
            {RESOLVERS}
          </CodeBlock>
        </div>
      </div>
    </section>
  );
}
