/**
 * Minimises a smooth function inside a box (lower <= x <= upper), as R's `optim(method = "L-BFGS-B")` is used by
 * `stats::HoltWinters`: the same finite-difference gradient (step `ndeps` = 1e-3, shortened at a bound exactly as
 * R's `fmingr` does) and the same stopping rule on the relative reduction of the objective (`factr` = 1e7).
 * The search direction is a projected BFGS step on the variables that are not held at a bound.
 */

export interface BoxMinimum {
  x: number[];
  value: number;
  iterations: number;
  evaluations: number;
  converged: boolean;
}

const MACHINE_EPSILON = 2.220446049250313e-16;

export function minimiseInBox(
  objective: (x: readonly number[]) => number,
  start: readonly number[],
  lower: readonly number[],
  upper: readonly number[],
  { ndeps = 1e-3, factr = 1e7, maxIterations = 200 } = {},
): BoxMinimum {
  const n = start.length;
  let evaluations = 0;
  const f = (x: readonly number[]) => {
    evaluations++;
    const value = objective(x);
    return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };
  const clamp = (x: readonly number[]) => x.map((v, i) => Math.min(upper[i]!, Math.max(lower[i]!, v)));

  const gradient = (x: readonly number[]) => {
    const g = new Array<number>(n).fill(0);
    const probe = [...x];
    for (let i = 0; i < n; i++) {
      const xi = x[i]!;
      const up = Math.min(upper[i]!, xi + ndeps);
      const down = Math.max(lower[i]!, xi - ndeps);
      probe[i] = up;
      const fUp = f(probe);
      probe[i] = down;
      const fDown = f(probe);
      probe[i] = xi;
      g[i] = up > down ? (fUp - fDown) / (up - down) : 0;
    }
    return g;
  };

  let x = clamp(start);
  let fx = f(x);
  let g = gradient(x);
  // Inverse-Hessian estimate; after a reset it restarts as a scaled identity (Shanno-Phua: s'y / y'y).
  let curvatureScale = 0;
  let fresh = true;
  let inverseHessian = identity(n, 1);
  let previousFree = "";
  let iterations = 0;
  let converged = false;

  while (iterations < maxIterations) {
    iterations++;
    const free = x.map((v, i) => !((v <= lower[i]! && g[i]! > 0) || (v >= upper[i]! && g[i]! < 0)));
    const freeKey = free.join();
    if (freeKey !== previousFree) {
      inverseHessian = identity(n, curvatureScale || 1);
      fresh = curvatureScale === 0;
      previousFree = freeKey;
    }
    if (free.every((isFree, i) => !isFree || g[i] === 0)) {
      converged = true;
      break;
    }

    let direction = free.map((isFree, i) =>
      isFree ? -inverseHessian[i]!.reduce((s, h, j) => s + (free[j] ? h * g[j]! : 0), 0) : 0,
    );
    if (dot(direction, g) >= 0) {
      inverseHessian = identity(n, curvatureScale || 1);
      fresh = curvatureScale === 0;
      direction = free.map((isFree, i) => (isFree ? -(curvatureScale || 1) * g[i]! : 0));
    }
    // Without curvature information yet, the first step moves at most 0.1 in any coordinate.
    const largest = Math.max(...direction.map(Math.abs));
    let step = fresh ? Math.min(1, 0.1 / largest) : 1;

    let candidate = x;
    let fCandidate = fx;
    let accepted = false;
    for (let tries = 0; tries < 40; tries++) {
      candidate = clamp(x.map((v, i) => v + step * direction[i]!));
      fCandidate = f(candidate);
      const decrease = dot(
        g,
        candidate.map((v, i) => v - x[i]!),
      );
      if (fCandidate <= fx + 1e-4 * decrease) {
        accepted = true;
        break;
      }
      step /= 2;
    }
    if (!accepted) {
      converged = true; // no descent along the projected direction: a (numerical) stationary point
      break;
    }

    const gCandidate = gradient(candidate);
    const s = candidate.map((v, i) => v - x[i]!);
    const y = gCandidate.map((v, i) => v - g[i]!);
    const reduction = fx - fCandidate;
    const scale = Math.max(Math.abs(fx), Math.abs(fCandidate), 1);
    x = candidate;
    fx = fCandidate;
    g = gCandidate;
    if (reduction <= factr * MACHINE_EPSILON * scale) {
      converged = true;
      break;
    }
    const sy = dot(s, y);
    const yy = dot(y, y);
    if (sy > 1e-12 * Math.sqrt(dot(s, s) * yy)) {
      curvatureScale = sy / yy;
      if (fresh) inverseHessian = identity(n, curvatureScale);
      inverseHessian = bfgsUpdate(inverseHessian, s, y, sy);
      fresh = false;
    }
  }
  return { x, value: fx, iterations, evaluations, converged };
}

function identity(n: number, diagonal: number) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? diagonal : 0)));
}

function dot(a: readonly number[], b: readonly number[]) {
  return a.reduce((s, v, i) => s + v * b[i]!, 0);
}

/** H' = (I - rho s y') H (I - rho y s') + rho s s', rho = 1 / (y's). */
function bfgsUpdate(h: number[][], s: number[], y: number[], sy: number) {
  const rho = 1 / sy;
  const hy = h.map((row) => dot(row, y));
  const yhy = dot(y, hy);
  return h.map((row, i) =>
    row.map((hij, j) => hij - rho * (hy[i]! * s[j]! + s[i]! * hy[j]!) + (rho * rho * yhy + rho) * s[i]! * s[j]!),
  );
}
