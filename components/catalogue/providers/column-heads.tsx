/** A providers table's header row: a column head per name, in order (ProvidersPage.columns). */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, index) => (
          // The columns are fixed: their place is their identity.
          <th key={index} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
