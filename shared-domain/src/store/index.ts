export * from './sessionSlice';
export * from './uiSlice';
export * from './createStore';
