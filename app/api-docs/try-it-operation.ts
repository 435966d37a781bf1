/** What a Try it console needs to build its request: GET operations and the token call have one. */
export type TryItOperation = {
  operationId: string;
  method: string;
  path: string;
  parameters: { name: string; in: "path" | "query"; required: boolean; description: string; example: string }[];
};
