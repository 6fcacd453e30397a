//! Running a long calculation: work cut into fixed pieces, the watch that
//! may stop it and reports its progress, and the public
//! [`Calculation`](crate::Calculation) that sets them up.

pub(crate) mod calculation;
pub(crate) mod pieces;
pub(crate) mod progress;
pub(crate) mod watch;
