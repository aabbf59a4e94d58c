// The metafield that carries an enclosure's compatibility chart (spec 1 §3 "Compatibility chart"). A module of its own
// so that a bundle which only asks whether a product has a chart does not carry the chart's reader.
export const COMPATIBILITY_CHART_KEY = 'tab_box_info';
