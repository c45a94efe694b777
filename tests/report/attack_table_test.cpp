#include "report/attack_table.hpp"

#include <gtest/gtest.h>

namespace murmur::report {
namespace {

AttackReport stoopWithAWave() {
    AttackReport a;
    a.strategy = HawkStrategy::Stoop;
    a.sentStep = 600;
    a.leftStep = 745;
    a.birds = 1500;
    a.closestApproach = 0.337f;
    a.wouldBeCatches = 2;
    a.startled = 584;
    a.startledPct = 38.93f;
    a.lowestPolarization = 82.44f;
    a.mostClusters = 3;
    a.wave.isWave = true;
    a.wave.speed = 1.8;
    a.wave.speedOverCruise = 5.14;
    a.wave.r2 = 0.8;
    a.patterns.split = true;
    a.recoverySteps = 212;
    return a;
}

TEST(AttackTable, TheCardSaysEachFieldInWords) {
    const auto card = attackCard(stoopWithAWave());
    ASSERT_EQ(card.size(), 9u);
    auto value = [&](const std::string& label) {
        for (const CardRow& r : card)
            if (r.label == label) return r.value;
        return std::string("(missing)");
    };
    EXPECT_EQ(value("Strategy"), "stoop");
    EXPECT_EQ(value("Closest approach"), "0.34");
    EXPECT_EQ(value("Would-be catches"), "2");
    EXPECT_EQ(value("Startled"), "38.9% of 1500");
    EXPECT_EQ(value("Escape wave"), "1.80 per step (5.1 x cruise)");
    EXPECT_EQ(value("Patterns"), "split");
    EXPECT_EQ(value("Recovery"), "212 steps");
    AttackReport calm = stoopWithAWave();
    calm.wave.isWave = false;
    calm.patterns.split = false;
    calm.recoverySteps.reset();
    const auto quiet = attackCard(calm);
    EXPECT_EQ(quiet[6].value, "no wave");
    EXPECT_EQ(quiet[7].value, "none");
    EXPECT_EQ(quiet[8].value, "did not regroup");
}

TEST(AttackTable, OneShortRowPerAttackAndOneCsvRow) {
    EXPECT_EQ(attackTableRow(3, stoopWithAWave()), "3 stoop 38.9% wave split 212");
    const std::string csv = attacksCsv({stoopWithAWave(), AttackReport{}});
    EXPECT_EQ(csv.rfind("attack,strategy,", 0), 0u);
    EXPECT_NE(csv.find("\n1,stoop,600,745,1500,0.3370,2,584,"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\n2,centroid,"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",none,none,0,0,"), std::string::npos) << csv;  // the empty attack: no wave
}

// A sortie of several hawks reads as one attack that says how many and whether mixed.
TEST(AttackTable, ASortieOfSeveralHawksSaysHowMany) {
    AttackReport sortie = stoopWithAWave();
    sortie.hawks = 3;
    sortie.mixed = true;
    sortie.strategies = {HawkStrategy::Stoop, HawkStrategy::Stoop, HawkStrategy::Nearest};
    EXPECT_EQ(attackTableRow(1, sortie), "1 stoop x3 mixed 38.9% wave split 212");
    EXPECT_EQ(attackSummary(sortie).rfind("stoop x3 mixed hawks (sent 600, left 745)", 0), 0u) << attackSummary(sortie);
    EXPECT_EQ(attackCard(sortie).front().value, "stoop x3 mixed");
    const std::string csv = attacksCsv({stoopWithAWave(), sortie});
    EXPECT_NE(csv.find(",vacuole,hawks,hawks_mixed,hawk_strategies\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",1,0,none\n2,stoop,"), std::string::npos) << csv;  // one hawk, then the sortie
    EXPECT_EQ(csv.substr(csv.size() - 25), ",3,1,stoop stoop nearest\n") << csv;
}

}  // namespace
}  // namespace murmur::report
