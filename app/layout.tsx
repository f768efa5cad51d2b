// The html and body elements live in app/[locale]/layout.tsx, where the language is known.
export default function RootLayout({ children }: LayoutProps<'/'>) {
  return children;
}
