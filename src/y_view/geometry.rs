//! Where the Kadon board's points are drawn, in world units.

use bevy::prelude::*;
use plateau_rules::board::Topology;
use plateau_rules::board::kadon::{Node, kadon, nodes_of};

/// World units per board unit (about the distance between neighbouring points).
pub const UNIT: f32 = 72.0;

/// How far from a point a tap still counts, in board units: generous, for fingers.
pub const REACH: f32 = 0.5;

/// A point's place in the world: the board is drawn with side 1 (a1 to i1) at the
/// bottom and the corner a9 at the top.
pub fn world_position(node: Node) -> Vec2 {
    let (x, y) = kadon().position(node.index());
    Vec2::new(x, -y) * UNIT
}

/// The middle of the board, in world units.
pub fn centre() -> Vec2 {
    let sum: Vec2 = Node::all().map(world_position).sum();
    sum / 93.0
}

/// The perimeter's points in order round the board, with each one's outward normal
/// (square to the rim there, away from the middle).
pub fn perimeter() -> Vec<(Node, Vec2)> {
    let middle = centre();
    let mut rim: Vec<Node> = nodes_of(kadon().perimeter()).collect();
    rim.sort_by(|&a, &b| {
        let angle = |n: Node| (world_position(n) - middle).to_angle();
        angle(a).total_cmp(&angle(b))
    });
    let count = rim.len();
    (0..count)
        .map(|i| {
            let (before, after) = (rim[(i + count - 1) % count], rim[(i + 1) % count]);
            let tangent = world_position(after) - world_position(before);
            let mut normal = tangent.perp().normalize_or_zero();
            if normal.dot(world_position(rim[i]) - middle) < 0.0 {
                normal = -normal;
            }
            (rim[i], normal)
        })
        .collect()
}

/// The board's outline, `margin` board units outside the perimeter: a rounded curve (a
/// Catmull-Rom spline through the offset rim points), made convex so that the plate
/// is a rounded triangle.
pub fn outline(margin: f32) -> Vec<Vec2> {
    let points: Vec<Vec2> = perimeter()
        .into_iter()
        .map(|(n, out)| world_position(n) + out * margin * UNIT)
        .collect();
    let count = points.len();
    let mut curve = Vec::with_capacity(count * 6);
    for i in 0..count {
        let [p0, p1, p2, p3] = [count - 1, 0, 1, 2].map(|k| points[(i + k) % count]);
        for step in 0..6 {
            let t = step as f32 / 6.0;
            let (t2, t3) = (t * t, t * t * t);
            curve.push(
                0.5 * ((2.0 * p1)
                    + (p2 - p0) * t
                    + (2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3) * t2
                    + (3.0 * p1 - p0 - 3.0 * p2 + p3) * t3),
            );
        }
    }
    convex_hull(curve)
}

/// The convex hull of `points`, counter-clockwise (Andrew's monotone chain).
fn convex_hull(mut points: Vec<Vec2>) -> Vec<Vec2> {
    points.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    let turn = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut hull: Vec<Vec2> = Vec::with_capacity(points.len() + 1);
    for pass in 0..2 {
        let start = hull.len();
        let ordered: Box<dyn Iterator<Item = &Vec2>> = if pass == 0 {
            Box::new(points.iter())
        } else {
            Box::new(points.iter().rev())
        };
        for &p in ordered {
            while hull.len() >= start + 2
                && turn(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// The size of the world area the board and its labels need, centred on [`centre`].
pub fn view_size() -> Vec2 {
    let middle = centre();
    let extent = outline(1.55)
        .into_iter()
        .fold(Vec2::ZERO, |m, p| m.max((p - middle).abs()));
    extent * 2.0
}

/// The point within reach of a world position.
pub fn node_near(world: Vec2) -> Option<Node> {
    Node::all()
        .map(|n| (n, world_position(n).distance(world)))
        .filter(|&(_, d)| d <= REACH * UNIT)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(n, _)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tap_near_a_point_finds_it_and_far_from_all_finds_nothing() {
        for node in Node::all() {
            let at = world_position(node);
            assert_eq!(node_near(at + Vec2::new(0.2, -0.15) * UNIT), Some(node));
        }
        assert_eq!(node_near(centre() + Vec2::new(9.0, 9.0) * UNIT), None);
    }

    #[test]
    fn side_one_is_at_the_bottom_and_the_rim_goes_round() {
        let a1 = world_position(Node::parse("a1").unwrap());
        let a9 = world_position(Node::parse("a9").unwrap());
        assert!(a9.y > a1.y);
        assert_eq!(perimeter().len(), 24);
    }
}
