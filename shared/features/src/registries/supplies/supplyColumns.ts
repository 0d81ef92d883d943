const DATA_COLUMNS = 'minmax(14rem, 2fr) 7rem 7rem 9rem minmax(10rem, 1fr)';

/** Column widths of the supplies grid (header and virtual rows share them), with or without the financing column. */
export const SUPPLY_GRID_COLUMNS = `6.5rem 7.5rem ${DATA_COLUMNS}`;
export const SUPPLY_GRID_COLUMNS_NO_FINANCING = `6.5rem ${DATA_COLUMNS}`;
export const SUPPLY_ROW_HEIGHT = 40;
/** The visible window of the table; only the rows inside it (plus overscan) are in the DOM. */
export const SUPPLY_TABLE_HEIGHT = 480;
