// bird_look.glsl - a bird's wedge and colour, shared by the wedges (birds.vert) and the
// points of the birds too small to show a shape (bird_points.vert). Include after
// bird_pose.glsl.
//
// Living birds (rendering only, the model never sees it): the wing tips beat with a per-bird
// phase at a rate that rises with the bird's speed and fear, and the bird banks into its turn
// by an angle from its heading change between the two steps.

uniform mat4 uViewProj;
uniform float uAlpha;        // 0: previous step, 1: current step
uniform float uScale;        // wedge length in model units
uniform vec4 uColorOverride; // used instead of the edge colour when w > 0 (the hawk)
uniform float uTime;         // the step shown, with its fraction: wings beat with the simulation
uniform float uCruiseSpeed;  // the birds' speed without fear, model units per step
uniform float uBeatPerStep;  // radians of wing beat per step at cruising speed
uniform float uFlap;         // 1: wings beat, 0: rigid wedges
uniform float uBank;         // 1: birds bank into turns, 0: always level
uniform float uDusk;         // 0 day, 1 dusk: the edge colour darkens with the sky
uniform int uColourBy;       // BirdColouring (bird_colouring.hpp): 0 core / edge, 1 fear, 2 heading,
                             // 3 speed, 4 flock, 5 density, 6 in-degree, 7 cluster, 8 bank
uniform int uHaveValues;     // 1: the bird's value (birdColourValues, bird_colouring.hpp) is given
uniform vec3 uMeanHeading;   // the flock's mean heading, for 2
uniform int uFlockCount;     // SimParams::flockCount, for 4: bird i is in flock i % this

// One bird at the two steps, as BirdInstance: position.xyz + edge, heading.xyz + fear.
struct BirdRecord {
    vec4 prevPositionEdge;
    vec4 prevHeadingFear;
    vec4 positionEdge;
    vec4 headingFear;
    float value;  // for colourings 5 to 8
    int id;       // the bird's index in the flock
};

const vec3 kCoreColor = vec3(0.07, 0.07, 0.08);
const vec3 kEdgeColor = vec3(0.94, 0.94, 0.94);
const vec3 kDuskEdgeColor = vec3(0.52, 0.50, 0.55);  // still far from the core, and from the orange sky
// What the flock knows (ui/legend.cpp draws the same colours): calm to startled, and with the
// flock's heading to against it.
const vec3 kCalmColor = vec3(0.92, 0.88, 0.78);
const vec3 kStartledColor = vec3(0.38, 0.03, 0.06);
const vec3 kAlignedColor = vec3(0.78, 0.89, 1.0);
const vec3 kAgainstColor = vec3(0.40, 0.05, 0.45);
// Speed over the cruise speed, about the cruise: grey at it, deep blue at half of it or less
// (a settled bird, speed 0; a starling's least is half), yellow at twice (a seed bird in full
// fright flies 1.6 x, a starling at most 1.8 x). The ground speed: the wind counts.
const vec3 kSlowColor = vec3(0.10, 0.22, 0.62);
const vec3 kCruiseColor = vec3(0.42, 0.44, 0.47);
const vec3 kFastColor = vec3(0.98, 0.88, 0.12);
const float kSlowestShown = 0.5;
const float kFastestShown = 2.0;
// One colour per flock (flocks.hpp allows 8), none near the hawk's orange or the sky.
const vec3 kFlockColors[8] = vec3[8](vec3(0.13, 0.33, 0.85), vec3(0.80, 0.14, 0.52), vec3(0.08, 0.55, 0.22),
                                     vec3(0.55, 0.08, 0.08), vec3(0.00, 0.52, 0.56), vec3(0.42, 0.20, 0.72),
                                     vec3(0.45, 0.30, 0.08), vec3(0.10, 0.10, 0.12));
// Measured on the flock (aValue): sparse to dense, heeded by none to by many, the clusters
// (kFlockColors, largest first; grey: in none), left wing down to right wing down.
const vec3 kSparseColor = vec3(0.80, 0.92, 0.97);
const vec3 kDenseColor = vec3(0.04, 0.12, 0.36);
const vec3 kUnheededColor = vec3(0.86, 0.86, 0.62);
const vec3 kHeededColor = vec3(0.62, 0.06, 0.38);
const vec3 kNoClusterColor = vec3(0.62, 0.62, 0.62);
const vec3 kLeftDownColor = vec3(0.12, 0.36, 0.86);
const vec3 kLevelColor = vec3(0.50, 0.50, 0.50);
const vec3 kRightDownColor = vec3(0.80, 0.12, 0.22);
const float kFearBeat = 1.0;       // a fully startled bird beats this much faster again
const float kFlapAmplitude = 0.55; // wing-tip rise per unit of span
const float kBankGain = 5.0;       // bank angle per radian of turn per step
const float kMaxBank = 0.9;        // radians, about 50 degrees

float birdPhase(int id) {
    return fract(sin(float(id) * 12.9898) * 43758.5453) * 6.2831853;
}

BirdPose birdPoseOf(BirdRecord b) {
    return birdPose(b.prevPositionEdge, b.prevHeadingFear, b.positionEdge, b.headingFear, uAlpha);
}

// Where the wedge's vertex `local` (x right, y up, z forward, in lengths) lies in the world.
vec3 wedgeVertex(BirdRecord b, BirdPose pose, vec3 local) {
    if (uFlap > 0.0) {
        float speed = length(b.positionEdge.xyz - b.prevPositionEdge.xyz) / max(uCruiseSpeed, 1e-6);
        float rate = uBeatPerStep * clamp(speed, 0.25, 4.0) * (1.0 + kFearBeat * b.headingFear.w);
        local.y += kFlapAmplitude * abs(local.x) * sin(uTime * rate + birdPhase(b.id));
    }
    vec3 right = pose.right, up = pose.up;
    if (uBank > 0.0) {
        // Turning left (the heading swings toward +up x forward) lowers the left wing.
        vec3 turn = cross(normalize(b.prevHeadingFear.xyz + 1e-6), normalize(b.headingFear.xyz + 1e-6));
        float angle = clamp(kBankGain * asin(clamp(dot(turn, vec3(0.0, 1.0, 0.0)), -1.0, 1.0)), -kMaxBank, kMaxBank);
        right = cos(angle) * pose.right + sin(angle) * pose.up;
        up = cos(angle) * pose.up - sin(angle) * pose.right;
    }
    return pose.position + uScale * (local.x * right + local.y * up + local.z * pose.forward);
}

// The colour carries the meaning (core or edge, or what uColourBy picks); a shade only hints
// at the shape.
vec3 birdColour(BirdRecord b, BirdPose pose) {
    vec3 edgeColor = mix(kEdgeColor, kDuskEdgeColor, uDusk);
    vec3 base = mix(kCoreColor, edgeColor, pose.edge);
    if (uColourBy == 1) {
        // The square root: a little fear already shows (fear passed on weakens at each relay).
        base = mix(kCalmColor, kStartledColor, sqrt(clamp(mix(b.prevHeadingFear.w, b.headingFear.w, uAlpha), 0.0, 1.0)));
    } else if (uColourBy == 2) {
        float meanLen = length(uMeanHeading);
        float turned = meanLen > 1e-6 ? acos(clamp(dot(pose.forward, uMeanHeading / meanLen), -1.0, 1.0)) : 0.0;
        base = mix(kAlignedColor, kAgainstColor, turned / 3.14159265);
    } else if (uColourBy == 3) {
        float ratio = length(b.positionEdge.xyz - b.prevPositionEdge.xyz) / max(uCruiseSpeed, 1e-6);
        base = ratio < 1.0 ? mix(kSlowColor, kCruiseColor, clamp((ratio - kSlowestShown) / (1.0 - kSlowestShown), 0.0, 1.0))
                           : mix(kCruiseColor, kFastColor, clamp((ratio - 1.0) / (kFastestShown - 1.0), 0.0, 1.0));
    } else if (uColourBy == 4) {
        base = kFlockColors[(b.id % max(uFlockCount, 1)) % 8];
    } else if (uColourBy >= 5 && uColourBy <= 8 && uHaveValues == 1) {
        if (uColourBy == 5) base = mix(kSparseColor, kDenseColor, clamp(b.value, 0.0, 1.0));
        else if (uColourBy == 6) base = mix(kUnheededColor, kHeededColor, clamp(b.value, 0.0, 1.0));
        else if (uColourBy == 7) base = b.value < 0.0 ? kNoClusterColor : kFlockColors[int(b.value) % 8];
        else base = b.value < 0.5 ? mix(kLeftDownColor, kLevelColor, clamp(2.0 * b.value, 0.0, 1.0))
                                  : mix(kLevelColor, kRightDownColor, clamp(2.0 * b.value - 1.0, 0.0, 1.0));
    }
    if (uColorOverride.w > 0.0) base = uColorOverride.rgb;
    return base;
}
