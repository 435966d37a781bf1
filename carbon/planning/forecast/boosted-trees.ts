/**
 * Gradient-boosted regression trees with squared loss, in the manner of XGBoost (Chen & Guestrin 2016): each round
 * fits a tree to the residuals by exact greedy splits scored with the regularised gain
 * G_L^2/(n_L + lambda) + G_R^2/(n_R + lambda) - G^2/(n + lambda), leaves take -G/(n + lambda) (hessian 1 for squared
 * loss), and the ensemble adds each tree shrunk by the learning rate. Deterministic: no row or column sampling.
 */

export interface BoosterOptions {
  rounds: number;
  maxDepth: number;
  learningRate: number;
  minRowsPerLeaf: number;
  lambda: number;
}

export const DEFAULT_BOOSTER: BoosterOptions = {
  rounds: 150,
  maxDepth: 3,
  learningRate: 0.1,
  minRowsPerLeaf: 3,
  lambda: 1,
};

type Node = { leaf: number } | { feature: number; threshold: number; left: Node; right: Node };

export interface Booster {
  baseScore: number;
  trees: Node[];
  learningRate: number;
  /** Sum of split gains per feature index. */
  gainByFeature: number[];
}

export function trainBooster(rows: readonly number[][], target: readonly number[], options = DEFAULT_BOOSTER): Booster {
  if (rows.length === 0 || rows.length !== target.length) throw new RangeError("the booster needs rows with targets");
  const featureCount = rows[0]!.length;
  const baseScore = target.reduce((s, v) => s + v, 0) / target.length;
  const prediction = new Array<number>(target.length).fill(baseScore);
  const gainByFeature = new Array<number>(featureCount).fill(0);
  // Rows sorted by each feature once; a node scans them in this order, skipping rows that are not its own.
  const byFeature = Array.from({ length: featureCount }, (_, f) =>
    rows.map((_, i) => i).sort((a, b) => rows[a]![f]! - rows[b]![f]!),
  );
  const context: GrowContext = {
    rows,
    byFeature,
    options,
    gainByFeature,
    residual: [],
    member: new Uint8Array(rows.length),
  };
  const trees: Node[] = [];
  const all = rows.map((_, i) => i);
  for (let round = 0; round < options.rounds; round++) {
    context.residual = target.map((y, i) => y - prediction[i]!);
    const tree = grow(context, all, 0);
    trees.push(tree);
    for (let i = 0; i < rows.length; i++) prediction[i]! += options.learningRate * evaluate(tree, rows[i]!);
  }
  return { baseScore, trees, learningRate: options.learningRate, gainByFeature };
}

export function predictBooster(booster: Booster, row: readonly number[]) {
  let sum = booster.baseScore;
  for (const tree of booster.trees) sum += booster.learningRate * evaluate(tree, row);
  return sum;
}

function evaluate(node: Node, row: readonly number[]): number {
  let current = node;
  while (!("leaf" in current)) current = row[current.feature]! <= current.threshold ? current.left : current.right;
  return current.leaf;
}

interface GrowContext {
  rows: readonly number[][];
  byFeature: number[][];
  options: BoosterOptions;
  gainByFeature: number[];
  residual: number[];
  /** Scratch: 1 for the rows of the node being split. */
  member: Uint8Array;
}

function grow(context: GrowContext, index: number[], depth: number): Node {
  const { rows, byFeature, options, residual, member } = context;
  const total = index.reduce((s, i) => s + residual[i]!, 0);
  const leaf = { leaf: total / (index.length + options.lambda) };
  if (depth >= options.maxDepth || index.length < 2 * options.minRowsPerLeaf) return leaf;

  const parentScore = (total * total) / (index.length + options.lambda);
  let best = { gain: 1e-12, feature: -1, threshold: 0 };
  member.fill(0);
  for (const i of index) member[i] = 1;
  for (let f = 0; f < byFeature.length; f++) {
    let leftSum = 0;
    let leftCount = 0;
    let previous = -1;
    for (const i of byFeature[f]!) {
      if (!member[i]) continue;
      if (previous >= 0) {
        const here = rows[previous]![f]!;
        const next = rows[i]![f]!;
        const rightCount = index.length - leftCount;
        if (here !== next && leftCount >= options.minRowsPerLeaf && rightCount >= options.minRowsPerLeaf) {
          const rightSum = total - leftSum;
          const gain =
            (leftSum * leftSum) / (leftCount + options.lambda) +
            (rightSum * rightSum) / (rightCount + options.lambda) -
            parentScore;
          if (gain > best.gain) best = { gain, feature: f, threshold: (here + next) / 2 };
        }
      }
      leftSum += residual[i]!;
      leftCount++;
      previous = i;
    }
  }
  if (best.feature < 0) return leaf;
  const { feature, threshold } = best;
  context.gainByFeature[feature]! += best.gain;
  const left = index.filter((i) => rows[i]![feature]! <= threshold);
  const right = index.filter((i) => rows[i]![feature]! > threshold);
  return { feature, threshold, left: grow(context, left, depth + 1), right: grow(context, right, depth + 1) };
}
