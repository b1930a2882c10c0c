import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import CodeShowcase from './_components/CodeShowcase';
import Features from './_components/Features';
import Hero from './_components/Hero';
import Install from './_components/Install';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Type-safe, schema-first GraphQL for TypeScript"
      description="Baeta is a schema-first GraphQL server framework for TypeScript: write .gql files, generate typed module builders, and resolve with full type safety."
    >
      <main>
        <Hero />
        <Features />
        <CodeShowcase />
        <Install />
      </main>
    </Layout>
  );
}
