import mongoose, { Schema } from 'mongoose';

export interface ReviewDoc {
  reviewId: string;
  title: string | null;
  body: string;
  rating: number;
  review_date: Date;
  reviewer: { name: string };
  /** A value containing 'buyer' marks a verified buyer (spec 1 §3). */
  verified: string | null;
  sku: string;
  images: string[];
  thumbs_up: number;
}

const reviewSchema = new Schema<ReviewDoc>(
  {
    reviewId: { type: String, required: true, unique: true },
    title: { type: String, default: null },
    body: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    review_date: { type: Date, required: true },
    reviewer: { name: { type: String, required: true } },
    verified: { type: String, default: null },
    sku: { type: String, required: true },
    images: { type: [String], default: [] },
    thumbs_up: { type: Number, default: 0, min: 0 },
  },
  {
    collection: 'reviews',
    versionKey: false,
    strictQuery: true,
    toJSON: {
      transform: (_doc, ret: Record<string, unknown>) => {
        delete ret._id;
        if (ret.review_date instanceof Date) ret.review_date = ret.review_date.toISOString();
        return ret;
      },
    },
  },
);
reviewSchema.index({ sku: 1, review_date: -1 });

/** One "helpful" vote per review per visitor (spec 1 §4). */
export interface ReviewVoteDoc {
  reviewId: string;
  visitorId: string;
  createdAt: Date;
}

const voteSchema = new Schema<ReviewVoteDoc>(
  {
    reviewId: { type: String, required: true },
    visitorId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'review_votes', versionKey: false, strictQuery: true },
);
voteSchema.index({ reviewId: 1, visitorId: 1 }, { unique: true });

export function reviewModels(connection: mongoose.Connection) {
  const Review =
    (connection.models.Review as mongoose.Model<ReviewDoc> | undefined) ??
    connection.model<ReviewDoc>('Review', reviewSchema);
  const ReviewVote =
    (connection.models.ReviewVote as mongoose.Model<ReviewVoteDoc> | undefined) ??
    connection.model<ReviewVoteDoc>('ReviewVote', voteSchema);
  return { Review, ReviewVote };
}

export type ReviewModels = ReturnType<typeof reviewModels>;
