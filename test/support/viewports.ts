export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const desktop: Viewport = { width: 1280, height: 900 };
export const phone: Viewport = { width: 375, height: 812 };

/** Every width a storefront journey runs at, as `[label, viewport]` rows for `describe.each` / `test.each`. */
export const viewports: readonly (readonly [string, Viewport])[] = [
  ['desktop', desktop],
  ['phone (375 px)', phone],
];

/** `describe.each` over `viewports`: the suite's title gets the label through `%s`. */
export const describeEachViewport = describe.each(viewports);

/** The widths Pay's dashboard journeys run at (issue 23): a laptop's and a phone's. */
export const dashboardViewports: readonly (readonly [string, Viewport])[] = [
  ['1366 px', { width: 1366, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
];
