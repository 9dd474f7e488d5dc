//! The games, one folder each: a game's view on the kit, its texts, its lesson, its
//! card and its rules pictures.

pub mod amazons;
pub mod leapover;
pub mod quinta;
pub mod sexta;
pub mod singularity;
pub mod tetra;
pub mod y;
pub mod yinsh;
pub mod yinyang;
pub mod zen;
