import type { ReactNode } from 'react';
import MDXContent from '@theme/MDXContent';
import Samples from './_samples.mdx';
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
          argument and return type checked. Hover over the resolvers to see the types.
        </p>
        <div className={styles.columns}>
          {/* The MDX components (code blocks) apply inside MDXContent only. */}
          <MDXContent>
            <Samples />
          </MDXContent>
        </div>
      </div>
    </section>
  );
}
