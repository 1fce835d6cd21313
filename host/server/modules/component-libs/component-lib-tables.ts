// Table type of migration 1041 (component libraries' review), added to the Database interface.

/** A component library's review: submitted, approved (everyone sees it) or sent back to its owner ('draft'). */
export interface ComponentLibReviewTable {
  project_uuid: string;
  status: 'draft' | 'submitted' | 'approved';
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    component_lib_reviews: ComponentLibReviewTable;
  }
}
