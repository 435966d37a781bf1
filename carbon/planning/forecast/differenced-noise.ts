/**
 * Forecasts of ARIMA(0,d,0)(0,D,0)[s] without a constant: the differenced series is white noise with mean zero, so
 * the forecast undoes the differencing with zero future shocks (d = 1 is the random walk, D = 1 the seasonal random
 * walk) and the error variance grows with the psi weights of 1 / ((1 - B)^d (1 - B^s)^D). With d = D = 0 it is white
 * noise around the sample mean. The `arima` package returns near-zero forecasts for these models, so they are
 * computed here.
 */
export function forecastDifferencedNoise(
  y: readonly number[],
  d: number,
  seasonalD: number,
  period: number,
  horizon: number,
): { mean: number[]; variance: number[]; sigma2: number } {
  if (d === 0 && seasonalD === 0) {
    const mean = y.reduce((s, v) => s + v, 0) / y.length;
    const sigma2 = y.length > 1 ? y.reduce((s, v) => s + (v - mean) ** 2, 0) / (y.length - 1) : 0;
    return { mean: new Array<number>(horizon).fill(mean), variance: new Array<number>(horizon).fill(sigma2), sigma2 };
  }
  // phi(B) = (1 - B)^d (1 - B^s)^D as coefficients phi[0..order], phi[0] = 1.
  let phi = [1];
  for (let i = 0; i < d; i++) phi = multiply(phi, [1, -1]);
  for (let i = 0; i < seasonalD; i++) phi = multiply(phi, [1, ...new Array<number>(period - 1).fill(0), -1]);
  const lags = phi.length - 1;
  if (y.length <= lags) throw new RangeError(`differencing of order ${lags} needs more than ${lags} points`);

  const differenced: number[] = [];
  for (let t = lags; t < y.length; t++) differenced.push(phi.reduce((s, c, k) => s + c * y[t - k]!, 0));
  const sigma2 = differenced.reduce((s, w) => s + w * w, 0) / differenced.length;

  const extended = [...y];
  for (let h = 0; h < horizon; h++) {
    const t = extended.length;
    extended.push(-phi.slice(1).reduce((s, c, k) => s + c * extended[t - k - 1]!, 0));
  }
  const psi = [1];
  for (let j = 1; j < horizon; j++) {
    let v = 0;
    for (let k = 1; k <= Math.min(j, lags); k++) v -= phi[k]! * psi[j - k]!;
    psi.push(v);
  }
  let cumulative = 0;
  const variance = psi.map((w) => {
    cumulative += w * w;
    return sigma2 * cumulative;
  });
  return { mean: extended.slice(y.length), variance, sigma2 };
}

function multiply(a: readonly number[], b: readonly number[]) {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}
