import { mediaBehaviour } from './testing/media-behaviour';

// The same behaviours on S3: the real @aws-sdk/client-s3 client against s3rver (npm), a
// real S3-compatible server this file starts on a free port in a temporary folder.
mediaBehaviour('s3');
