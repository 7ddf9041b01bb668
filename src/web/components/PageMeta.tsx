// The page's <title> and meta description for pages without a PageHeader (the home hero).
// React 19 hoists both into <head>.
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
