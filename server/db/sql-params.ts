/**
 * The bound parameters of one SQL statement: starts with the values the statement numbers itself ($1, $2...),
 * and `bind` appends a value and returns its placeholder, so values never enter the SQL text.
 */
export function sqlParams(...first: unknown[]) {
  const values: unknown[] = [...first];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, bind };
}
